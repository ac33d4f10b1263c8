import { numberLocale } from '@/lib/format';

/** '+12%', '-8%', '0%'. */
export function formatChange(change: number, language: string | undefined): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 0,
  }).format(change / 100);
}

/** A 0–1 share as a percentage: '23%', '7,5%'. */
export function formatShare(share: number, language: string | undefined): string {
  return new Intl.NumberFormat(numberLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );
}

/** A 1–5 rating with one decimal: '4.3' / '4,3'. */
export function formatRating(rating: number, language: string | undefined): string {
  return new Intl.NumberFormat(numberLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}
