import { slugify } from '@/lib/slugify';

/** review-qr-da-mario.svg for the venue's link, review-qr-da-mario-table-1.png for a table code. */
export function qrFileName(venueName: string, label: string | null, extension: 'svg' | 'png'): string {
  const parts = [slugify(venueName), label === null ? '' : slugify(label)].filter(Boolean);
  return `review-qr-${parts.join('-') || 'code'}.${extension}`;
}

export function printablesFileName(venueName: string, kind: 'tents' | 'stickers'): string {
  return `review-codes-${kind}-${slugify(venueName) || 'venue'}.pdf`;
}
