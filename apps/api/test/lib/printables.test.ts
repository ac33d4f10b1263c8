import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { toWinAnsi } from '../../src/lib/pdf';
import { renderPrintables } from '../../src/plugins/app/review-codes/printables';

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

function codes(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    url: `https://venues.test/r/${String(index).padStart(22, 'A')}`,
    label: index === 0 ? null : `Table ${index}`,
  }));
}

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

function text(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
}

describe('review code printables', () => {
  it.each([
    ['tents', 1, 1],
    ['tents', 4, 1],
    ['tents', 5, 2],
    ['tents', 9, 3],
    ['stickers', 1, 1],
    ['stickers', 4, 1],
    ['stickers', 5, 1],
    ['stickers', 9, 2],
  ] as const)('puts %s for %i codes on %i A4 pages', async (kind, count, pages) => {
    const pdf = await renderPrintables({ kind, language: 'en', venueName: 'Da Mario', codes: codes(count) });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(pages);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('draws the QR codes as vectors, not images, and titles the document', async () => {
    const pdf = await renderPrintables({
      kind: 'stickers',
      language: 'en',
      venueName: 'Da Mario',
      codes: codes(2),
    });
    const raw = pdf.toString('latin1');
    expect(raw).not.toContain('/Subtype /Image');
    expect(raw).toMatch(/\/Title \d+ 0 R/);
    expect(raw).toContain('(Stickers - Da Mario)');
  });

  it('keeps a very long venue name on its page', async () => {
    const venueName = `${'Trattoria '.repeat(20)}${'X'.repeat(120)}`;
    for (const kind of ['tents', 'stickers'] as const) {
      const pdf = await renderPrintables({ kind, language: 'it', venueName, codes: codes(4) });
      expect(pageCount(pdf)).toBe(1);
    }
  });

  it.skipIf(!hasPdftotext)('prints the venue, the label, the short URL and the invitation', async () => {
    const pdf = await renderPrintables({
      kind: 'stickers',
      language: 'it',
      venueName: 'Caffè Città',
      codes: codes(2),
    });
    const printed = text(pdf);
    expect(printed).toContain('Caffè Città');
    expect(printed).toContain('Table 1');
    expect(printed).toContain('venues.test/r/AAAAAAAAAAAAAAAAAAAAA1');
    expect(printed.replace(/\s+/g, ' ')).toContain(
      'Inquadra il codice e lascia una breve video recensione dal tavolo',
    );
    expect(printed).not.toMatch(/sconto|omaggio|gratis|premio|reward|discount|free/i);
  });

  it.skipIf(!hasPdftotext)('prints each tent on both faces', async () => {
    const pdf = await renderPrintables({
      kind: 'tents',
      language: 'en',
      venueName: 'Da Mario',
      codes: codes(1),
    });
    expect(text(pdf).match(/Da Mario/g)).toHaveLength(2);
  });

  it('replaces what the built-in fonts cannot print', () => {
    expect(toWinAnsi('Tavolo 🍕 12')).toBe('Tavolo 12');
    expect(toWinAnsi('Caffè “Città” – 5€')).toBe('Caffè “Città” – 5€');
    expect(toWinAnsi('Łódź')).toBe('?ódz');
  });
});
