/** 'Caffè Città!' → 'caffe-citta': ASCII, lower case, safe in a file name on every system. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** review-qr-da-mario.svg for the venue's link, review-qr-da-mario-table-1.png for a table code. */
export function qrFileName(venueName: string, label: string | null, extension: 'svg' | 'png'): string {
  const parts = [slugify(venueName), label === null ? '' : slugify(label)].filter(Boolean);
  return `review-qr-${parts.join('-') || 'code'}.${extension}`;
}

export function printablesFileName(venueName: string, kind: 'tents' | 'stickers'): string {
  return `review-codes-${kind}-${slugify(venueName) || 'venue'}.pdf`;
}
