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
