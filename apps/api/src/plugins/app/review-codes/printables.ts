import PDFDocument from 'pdfkit';
import { drawQr, fittedText, pdfBuffer, toWinAnsi } from '../../../lib/pdf';

export type PrintablesInput = {
  kind: 'tents' | 'stickers';
  language: 'it' | 'en';
  venueName: string;
  codes: { url: string; label: string | null }[];
};

type Doc = PDFKit.PDFDocument;
type Box = { x: number; y: number; w: number; h: number };

// No promise of any reward here: a review is never paid for.
const texts = {
  en: {
    tents: 'Table tents',
    stickers: 'Stickers',
    invitation: 'Scan, record a short video review at your table',
    legend: 'cut along - - - -    fold along · · · ·',
  },
  it: {
    tents: 'Cavalieri da tavolo',
    stickers: 'Adesivi',
    invitation: 'Inquadra il codice e lascia una breve video recensione dal tavolo',
    legend: 'taglia lungo - - - -    piega lungo · · · ·',
  },
} as const;

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 18;
const STICKER_GAP = 8;
const PADDING = 14;
const INK = '#0f172a';
const MUTED = '#475569';
const GUIDE = '#94a3b8';

/** One tent face or sticker: the venue's name on top, the QR with its URL below left, label and invitation right. */
function drawItem(doc: Doc, box: Box, item: PrintablesInput['codes'][number], input: PrintablesInput): void {
  const inner = { x: box.x + PADDING, y: box.y + PADDING, w: box.w - PADDING * 2, h: box.h - PADDING * 2 };
  const nameHeight = fittedText(
    doc,
    toWinAnsi(input.venueName),
    { x: inner.x, y: inner.y, width: inner.w },
    { font: 'Helvetica-Bold', max: 16, floor: 10, maxLines: 2, align: 'center', color: INK },
  );
  const top = inner.y + nameHeight + 6;
  const shortUrl = item.url.replace(/^https?:\/\//, '');
  const urlStyle = {
    font: 'Helvetica',
    max: 7,
    floor: 5.5,
    maxLines: 2,
    align: 'center',
    color: MUTED,
  } as const;
  const bodyHeight = inner.y + inner.h - top;
  let qrSize = Math.min(bodyHeight - 9, inner.w * 0.5);
  const urlHeight = fittedText(doc, shortUrl, { x: 0, y: 0, width: qrSize }, urlStyle, true);
  qrSize = Math.min(qrSize, bodyHeight - urlHeight);
  drawQr(doc, item.url, inner.x, top, qrSize, INK);
  fittedText(doc, shortUrl, { x: inner.x, y: top + qrSize - 2, width: qrSize }, urlStyle);

  const column = { x: inner.x + qrSize + 10, width: inner.x + inner.w - (inner.x + qrSize + 10) };
  const label = item.label === null ? '' : toWinAnsi(item.label);
  const labelStyle = {
    font: 'Helvetica-Bold',
    max: 20,
    floor: 11,
    maxLines: 3,
    align: 'left',
    color: INK,
  } as const;
  const inviteStyle = {
    font: 'Helvetica',
    max: 11,
    floor: 11,
    maxLines: 5,
    align: 'left',
    color: MUTED,
  } as const;
  const invitation = texts[input.language].invitation;
  const labelHeight = label ? fittedText(doc, label, { ...column, y: 0 }, labelStyle, true) + 6 : 0;
  const inviteHeight = fittedText(doc, invitation, { ...column, y: 0 }, inviteStyle, true);
  let y = top + Math.max(0, (qrSize - labelHeight - inviteHeight) / 2);
  if (label) y += fittedText(doc, label, { ...column, y }, labelStyle) + 6;
  fittedText(doc, invitation, { ...column, y }, inviteStyle);
}

function guide(doc: Doc, from: [number, number], to: [number, number], pattern: 'cut' | 'fold'): void {
  doc
    .save()
    .moveTo(...from)
    .lineTo(...to)
    .lineWidth(0.5)
    .dash(pattern === 'cut' ? 4 : 1, { space: pattern === 'cut' ? 3 : 2 })
    .stroke(GUIDE)
    .restore();
}

/** A4 portrait, 2 × 2 panels; each folds across its middle into a tent, the upper face turned to read upright. */
function drawTentsPage(doc: Doc, items: PrintablesInput['codes'], input: PrintablesInput): void {
  const w = (A4.w - MARGIN * 2) / 2;
  const h = (A4.h - MARGIN * 2) / 2;
  const [left, middleX, right] = [MARGIN, MARGIN + w, A4.w - MARGIN];
  const [top, middleY, bottom] = [MARGIN, MARGIN + h, A4.h - MARGIN];
  guide(doc, [left, top], [right, top], 'cut');
  guide(doc, [left, middleY], [right, middleY], 'cut');
  guide(doc, [left, bottom], [right, bottom], 'cut');
  guide(doc, [left, top], [left, bottom], 'cut');
  guide(doc, [middleX, top], [middleX, bottom], 'cut');
  guide(doc, [right, top], [right, bottom], 'cut');
  items.forEach((item, index) => {
    const x = MARGIN + (index % 2) * w;
    const y = MARGIN + Math.floor(index / 2) * h;
    guide(doc, [x, y + h / 2], [x + w, y + h / 2], 'fold');
    drawItem(doc, { x, y: y + h / 2, w, h: h / 2 }, item, input);
    doc.save().rotate(180, { origin: [x + w / 2, y + h / 4] });
    drawItem(doc, { x, y, w, h: h / 2 }, item, input);
    doc.restore();
  });
  doc
    .font('Helvetica')
    .fontSize(6)
    .fillColor(GUIDE)
    .text(texts[input.language].legend, MARGIN, A4.h - MARGIN + 6, {
      width: A4.w - MARGIN * 2,
      lineBreak: false,
    });
}

/** A4 portrait, 2 columns × 4 rows, each sticker inside a thin cut outline. */
function drawStickersPage(doc: Doc, items: PrintablesInput['codes'], input: PrintablesInput): void {
  const w = (A4.w - MARGIN * 2 - STICKER_GAP) / 2;
  const h = (A4.h - MARGIN * 2 - STICKER_GAP * 3) / 4;
  items.forEach((item, index) => {
    const x = MARGIN + (index % 2) * (w + STICKER_GAP);
    const y = MARGIN + Math.floor(index / 2) * (h + STICKER_GAP);
    doc.save().roundedRect(x, y, w, h, 10).lineWidth(0.5).stroke(GUIDE).restore();
    drawItem(doc, { x, y, w, h }, item, input);
  });
}

const layouts = {
  tents: { perPage: 4, draw: drawTentsPage },
  stickers: { perPage: 8, draw: drawStickersPage },
} as const;

/** A PDF of printable review codes: vector QR codes, Helvetica, as many A4 sheets as the codes need. */
export function renderPrintables(input: PrintablesInput): Promise<Buffer> {
  const layout = layouts[input.kind];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    lang: input.language,
    info: { Title: `${texts[input.language][input.kind]} - ${input.venueName}` },
  });
  const done = pdfBuffer(doc);
  const pages = Math.max(1, Math.ceil(input.codes.length / layout.perPage));
  for (let page = 0; page < pages; page++) {
    doc.addPage();
    layout.draw(doc, input.codes.slice(page * layout.perPage, (page + 1) * layout.perPage), input);
  }
  doc.end();
  return done;
}
