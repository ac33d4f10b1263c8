import QRCode from 'qrcode';

type Doc = PDFKit.PDFDocument;
const QUIET_ZONE = 4;

/** The file a PDFKit document writes, once it has ended. Call before doc.end(). */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

// The built-in fonts speak WinAnsi only: other characters would print as stray bytes.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/** The text, with what WinAnsi cannot spell replaced by its base letters, a space or '?'. */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) result += char;
    else if (/\s/u.test(char)) result += ' ';
    else {
      const base = [...char.normalize('NFKD')].filter((part) => isWinAnsi(part)).join('');
      result += base || (/\p{L}|\p{N}/u.test(char) ? '?' : '');
    }
  }
  return result.replace(/\s+/g, ' ').trim();
}

/**
 * Writes `text` in the largest size from `max` down to `floor` that fits one line; failing that, wraps at
 * `floor` over at most `maxLines`, with an ellipsis. Returns the height used.
 */
export function fittedText(
  doc: Doc,
  text: string,
  at: { x: number; y: number; width: number },
  style: {
    font: string;
    max: number;
    floor: number;
    maxLines: number;
    align: 'left' | 'center';
    color: string;
  },
  measureOnly = false,
): number {
  doc.font(style.font);
  let size = style.max;
  while (size > style.floor && doc.fontSize(size).widthOfString(text) > at.width) size -= 0.5;
  doc.fontSize(size);
  const lineHeight = doc.currentLineHeight(true);
  const height = Math.min(doc.heightOfString(text, { width: at.width }), lineHeight * style.maxLines);
  if (!measureOnly) {
    doc.fillColor(style.color).text(text, at.x, at.y, {
      width: at.width,
      height: height + 0.5,
      ellipsis: true,
      align: style.align,
      lineBreak: true,
    });
  }
  return height;
}

/** Every dark module as a square of one path, filled at once: vector, and no seams between neighbours. */
export function drawQr(doc: Doc, url: string, x: number, y: number, size: number, ink: string): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const unit = size / (modules.size + QUIET_ZONE * 2);
  const origin = { x: x + QUIET_ZONE * unit, y: y + QUIET_ZONE * unit };
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(origin.x + start * unit, origin.y + row * unit, (col - start) * unit, unit);
    }
  }
  doc.fill(ink);
}
