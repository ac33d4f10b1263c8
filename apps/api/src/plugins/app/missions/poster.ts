import PDFDocument from 'pdfkit';
import {
  describeAudience,
  describeDates,
  describeFrequency,
  describeWhen,
  type MissionLanguage,
} from '@venues/contracts/missions-texts';
import { drawQr, fittedText, pdfBuffer, toWinAnsi } from '../../../lib/pdf';
import type { MissionRow } from './missions-repository';

export type PosterInput = {
  size: 'a4' | 'a5';
  language: MissionLanguage;
  venue: string;
  mission: MissionRow;
  url: string;
};

// A poster invites guests to an offer; it never asks for a review.
const texts = {
  en: { scan: 'Scan to take part', free: 'Free, no app or account needed', conditions: 'Conditions' },
  it: {
    scan: 'Inquadra per partecipare',
    free: 'Gratis, senza app e senza registrazione',
    conditions: 'Condizioni',
  },
} as const;

const SIZES = { a4: { w: 595.28, h: 841.89 }, a5: { w: 419.53, h: 595.28 } } as const;
const INK = '#0f172a';
const MUTED = '#475569';
const ACCENT = '#b45309';

/** One page: the venue, the reward large, the mission, its QR code and link, then when and how it applies. */
export function renderMissionPoster(input: PosterInput): Promise<Buffer> {
  const page = SIZES[input.size];
  const scale = page.w / SIZES.a4.w;
  const margin = 48 * scale;
  const width = page.w - margin * 2;
  const t = texts[input.language];
  const { mission } = input;
  const schedule = {
    starts_at: mission.startsAt.toISOString(),
    deadline: mission.deadline.toISOString(),
    redeem_days: mission.redeemDays,
    redeem_from: mission.redeemFrom,
    redeem_until: mission.redeemUntil,
  };
  const doc = new PDFDocument({
    size: input.size.toUpperCase(),
    margin: 0,
    lang: input.language,
    info: { Title: `${mission.title} - ${input.venue}` },
  });
  const done = pdfBuffer(doc);
  const at = (y: number) => ({ x: margin, y, width });
  const style = (font: string, max: number, color: string, maxLines = 3) =>
    ({ font, max: max * scale, floor: Math.min(11, max) * scale, maxLines, align: 'center', color }) as const;

  let y = margin;
  y +=
    fittedText(doc, toWinAnsi(input.venue).toUpperCase(), at(y), style('Helvetica-Bold', 16, MUTED, 2)) +
    18 * scale;
  y += fittedText(doc, toWinAnsi(mission.reward), at(y), style('Helvetica-Bold', 44, ACCENT, 3)) + 14 * scale;
  y += fittedText(doc, toWinAnsi(mission.title), at(y), style('Helvetica-Bold', 22, INK, 2)) + 8 * scale;
  y += fittedText(doc, toWinAnsi(mission.description), at(y), style('Helvetica', 13, MUTED, 4)) + 20 * scale;

  const qrSize = Math.min(230 * scale, page.h - y - 190 * scale);
  drawQr(doc, input.url, (page.w - qrSize) / 2, y, qrSize, INK);
  y += qrSize + 4 * scale;
  y += fittedText(doc, t.scan, at(y), style('Helvetica-Bold', 18, INK, 1)) + 4 * scale;
  y +=
    fittedText(doc, input.url.replace(/^https?:\/\//, ''), at(y), style('Helvetica', 10, MUTED, 1)) +
    4 * scale;
  y += fittedText(doc, t.free, at(y), style('Helvetica', 11, MUTED, 1)) + 16 * scale;

  const rules = [
    describeWhen(schedule, input.language),
    describeDates(schedule, input.language),
    `${describeAudience(mission.audience, input.language)} · ${describeFrequency(mission.frequency, input.language)}`,
  ];
  for (const rule of rules)
    y += fittedText(doc, toWinAnsi(rule), at(y), style('Helvetica', 11, INK, 2)) + 3 * scale;
  if (mission.conditions) {
    y += 6 * scale;
    fittedText(
      doc,
      toWinAnsi(`${t.conditions}: ${mission.conditions}`),
      at(y),
      style('Helvetica', 9, MUTED, Math.max(1, Math.floor((page.h - margin - y) / (11 * scale)))),
    );
  }
  doc.end();
  return done;
}
