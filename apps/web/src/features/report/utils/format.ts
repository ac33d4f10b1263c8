import { numberLocale } from '@/lib/format';

/** Italian elides the article before a day said with a vowel: "dell'8 mar", "dell'11 mar", "dell'1 mar". */
export function elidesInItalian(day: string): boolean {
  return [1, 8, 11].includes(Number(day.slice(8, 10)));
}

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
