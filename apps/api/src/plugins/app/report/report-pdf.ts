import PDFDocument from 'pdfkit';
import {
  isReportEmpty,
  percentChange,
  LOWER_IS_BETTER,
  REPLY_FIGURES,
  REPORT_TILE_ORDER,
  SUB_RATINGS,
  type Report,
  type ReportTileName,
} from '@venues/contracts/report';
import type { Language } from '@venues/contracts/users';
import { pdfBuffer, toWinAnsi } from '../../../lib/pdf';
import { REPORT_TEXTS, reportFormat, type ReportFormat, type ReportTexts } from './report-texts';

export type ReportPdfInput = { report: Report; venueName: string; language: Language; generatedAt: Date };

type Doc = PDFKit.PDFDocument;
type Box = { x: number; y: number; w: number; h: number };

const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 40;
const CONTENT_W = A4.w - 2 * MARGIN;
const INK = '#0f172a';
const MUTED = '#475569';
const GRID = '#e2e8f0';
const COLORS = {
  primary: '#2563eb',
  secondary: '#93c5fd',
  accent: '#f59e0b',
  good: '#15803d',
  bad: '#b91c1c',
};

function tileValue(name: ReportTileName, value: number | null, f: ReportFormat): string {
  if (value === null) return '–';
  if (name === 'average_rating') return f.rating(value);
  if (name === 'estimated_value') return f.money(value);
  if (name === 'scan_conversion') return f.percent(value);
  return f.count(value);
}

function text(doc: Doc, value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
  doc.text(toWinAnsi(value), x, y, { lineBreak: false, ...options });
}

function drawHeader(doc: Doc, input: ReportPdfInput, t: ReportTexts, f: ReportFormat): number {
  const { report } = input;
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  text(doc, t.title.toUpperCase(), MARGIN, MARGIN, { characterSpacing: 1 });
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK);
  text(doc, input.venueName, MARGIN, MARGIN + 16, { width: CONTENT_W, ellipsis: true });
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  text(doc, `${t.period(report.period)}: ${f.range(report.from, report.to)}`, MARGIN, MARGIN + 46);
  doc.fontSize(9).fillColor(MUTED);
  text(
    doc,
    `${t.comparedWith(f.range(report.previous.from, report.previous.to))} · ${t.generated(f.dateTime(input.generatedAt.toISOString()))}`,
    MARGIN,
    MARGIN + 62,
  );
  return MARGIN + 86;
}

type Figure = { label: string; value: string; change: number | null; lowerIsBetter: boolean };

/** The figures of the period, four to a row: the tiles, then the replies to reviews. */
function drawTiles(doc: Doc, report: Report, top: number, t: ReportTexts, f: ReportFormat): number {
  const figures: Figure[] = [
    ...REPORT_TILE_ORDER.map((name) => ({
      label: t.tiles[name],
      value: tileValue(name, report.tiles[name].current, f),
      change: percentChange(report.tiles[name].current, report.tiles[name].previous),
      lowerIsBetter: false,
    })),
    ...REPLY_FIGURES.map((name) => {
      const { current, previous } = report.replies[name];
      return {
        label: t.replies[name],
        value: name === 'rate' ? f.percent(current) : f.replyTime(current),
        change: percentChange(current, previous),
        lowerIsBetter: LOWER_IS_BETTER.has(name),
      };
    }),
  ];
  const columns = 4;
  const gap = 10;
  const w = (CONTENT_W - gap * (columns - 1)) / columns;
  const h = 58;
  figures.forEach((figure, index) => {
    const x = MARGIN + (index % columns) * (w + gap);
    const y = top + Math.floor(index / columns) * (h + gap);
    doc.roundedRect(x, y, w, h, 6).lineWidth(0.75).strokeColor(GRID).stroke();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    text(doc, figure.label, x + 8, y + 8, { width: w - 16, ellipsis: true });
    doc.font('Helvetica-Bold').fontSize(16).fillColor(INK);
    text(doc, figure.value, x + 8, y + 22, { width: w - 16, ellipsis: true });
    const { change } = figure;
    const good = figure.lowerIsBetter ? (change ?? 0) < 0 : (change ?? 0) > 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(change === null || change === 0 ? MUTED : good ? COLORS.good : COLORS.bad);
    text(doc, f.change(change), x + 8, y + 43);
  });
  return top + Math.ceil(figures.length / columns) * (h + gap) + 6;
}

function chartTitle(doc: Doc, title: string, box: Box): Box {
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  text(doc, title, box.x, box.y);
  return { x: box.x, y: box.y + 20, w: box.w, h: box.h - 20 };
}

const niceMax = (value: number) => {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * magnitude >= value) ?? 10;
  return step * magnitude;
};

type Stack = { values: number[]; color: string; label: string };

/**
 * Vertical bars over the buckets, stacked when given several series, with an optional line on a 1–5 axis
 * at the right. Every mark is a vector path.
 */
function drawBars(
  doc: Doc,
  box: Box,
  input: {
    labels: string[];
    stacks: Stack[];
    line?: { values: (number | null)[]; color: string; label: string };
    format: (value: number) => string;
  },
) {
  const legendH = 14;
  const axisW = 44;
  const plot = {
    x: box.x + axisW,
    y: box.y + legendH,
    w: box.w - axisW - (input.line ? 24 : 4),
    h: box.h - legendH - 18,
  };
  const totals = input.labels.map((_, i) =>
    input.stacks.reduce((sum, stack) => sum + (stack.values[i] ?? 0), 0),
  );
  const max = niceMax(Math.max(0, ...totals));

  // Legend
  let legendX = box.x + axisW;
  doc.font('Helvetica').fontSize(8);
  for (const entry of [...input.stacks, ...(input.line ? [input.line] : [])]) {
    doc.rect(legendX, box.y + 2, 8, 8).fill(entry.color);
    doc.fillColor(MUTED);
    text(doc, entry.label, legendX + 11, box.y + 2);
    legendX += 11 + doc.widthOfString(toWinAnsi(entry.label)) + 14;
  }

  // Grid and left axis
  for (let tick = 0; tick <= 4; tick++) {
    const y = plot.y + plot.h - (tick / 4) * plot.h;
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.w, y)
      .lineWidth(0.5)
      .strokeColor(GRID)
      .stroke();
    doc.fillColor(MUTED).fontSize(7);
    text(doc, input.format((max * tick) / 4), box.x, y - 3, { width: axisW - 6, align: 'right' });
    if (input.line) text(doc, String(1 + tick), plot.x + plot.w + 6, y - 3);
  }

  const n = input.labels.length;
  const slot = plot.w / Math.max(1, n);
  const barW = Math.max(1, slot * 0.7);
  input.labels.forEach((_, i) => {
    let y = plot.y + plot.h;
    for (const stack of input.stacks) {
      const value = stack.values[i] ?? 0;
      if (value <= 0) continue;
      const h = (value / max) * plot.h;
      doc.rect(plot.x + i * slot + (slot - barW) / 2, y - h, barW, h).fill(stack.color);
      y -= h;
    }
  });

  if (input.line) {
    const points = input.line.values
      .map((value, i) =>
        value === null
          ? null
          : { x: plot.x + i * slot + slot / 2, y: plot.y + plot.h - ((value - 1) / 4) * plot.h },
      )
      .filter((point): point is { x: number; y: number } => point !== null);
    if (points.length > 1) {
      doc.moveTo(points[0]!.x, points[0]!.y);
      for (const point of points.slice(1)) doc.lineTo(point.x, point.y);
      doc.lineWidth(1.5).strokeColor(input.line.color).stroke();
    }
    for (const point of points) doc.circle(point.x, point.y, 1.8).fill(input.line.color);
  }

  // At most eight labels under the axis, evenly spread.
  const every = Math.max(1, Math.ceil(n / 8));
  doc.fillColor(MUTED).fontSize(7);
  input.labels.forEach((label, i) => {
    if (i % every !== 0) return;
    text(doc, label, plot.x + i * slot + slot / 2 - 30, plot.y + plot.h + 5, { width: 60, align: 'center' });
  });
}

/** One bar per row, labelled on the left with its value on the right. */
function drawRows(
  doc: Doc,
  box: Box,
  rows: { label: string; value: number | null; display: string }[],
  max: number,
  color: string,
) {
  const labelW = Math.min(150, box.w * 0.38);
  const valueW = 44;
  const rowH = Math.min(22, box.h / Math.max(1, rows.length));
  rows.forEach((row, i) => {
    const y = box.y + i * rowH;
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    text(doc, row.label, box.x, y + rowH / 2 - 4, { width: labelW - 6, ellipsis: true });
    const trackW = box.w - labelW - valueW;
    doc.rect(box.x + labelW, y + 4, trackW, rowH - 8).fill('#f1f5f9');
    if (row.value !== null && row.value > 0)
      doc.rect(box.x + labelW, y + 4, (Math.min(row.value, max) / max) * trackW, rowH - 8).fill(color);
    doc.fillColor(INK);
    text(doc, row.display, box.x + box.w - valueW + 6, y + rowH / 2 - 4, { width: valueW - 6 });
  });
}

function bucketLabels(report: Report, t: ReportTexts, f: ReportFormat): string[] {
  return report.series.map((bucket) => {
    const day = f.day(bucket.start);
    return report.bucket === 'week' ? t.weekOf(day) : day;
  });
}

/**
 * The PDF report of a period, in the reader's language: the venue, the period, the tiles against the
 * previous period, and the report's six charts drawn as vector graphics.
 */
export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const t = REPORT_TEXTS[input.language];
  const f = reportFormat(input.language);
  const { report } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    lang: input.language,
    info: { Title: `${t.title} - ${input.venueName}`, Author: 'Venues' },
  });
  const done = pdfBuffer(doc);
  const labels = bucketLabels(report, t, f);

  let y = drawHeader(doc, input, t, f);
  y = drawTiles(doc, report, y, t, f);

  if (isReportEmpty(report)) {
    doc.font('Helvetica').fontSize(11).fillColor(MUTED);
    text(doc, t.empty, MARGIN, y + 10);
    doc.end();
    return done;
  }

  const chartH = 220;
  drawBars(doc, chartTitle(doc, t.charts.reviews, { x: MARGIN, y, w: CONTENT_W, h: chartH }), {
    labels,
    stacks: [{ values: report.series.map((b) => b.reviews), color: COLORS.primary, label: t.legend.reviews }],
    line: {
      values: report.series.map((b) => b.average_rating),
      color: COLORS.accent,
      label: t.legend.averageRating,
    },
    format: (value) => f.count(value),
  });
  y += chartH + 16;
  drawBars(doc, chartTitle(doc, t.charts.visits, { x: MARGIN, y, w: CONTENT_W, h: chartH }), {
    labels,
    stacks: [
      { values: report.series.map((b) => b.new_visits), color: COLORS.primary, label: t.legend.newVisits },
      {
        values: report.series.map((b) => b.returning_visits),
        color: COLORS.secondary,
        label: t.legend.returningVisits,
      },
    ],
    format: (value) => f.count(value),
  });

  doc.addPage();
  y = MARGIN;
  drawBars(doc, chartTitle(doc, t.charts.value, { x: MARGIN, y, w: CONTENT_W, h: chartH }), {
    labels,
    stacks: [
      { values: report.series.map((b) => b.estimated_value), color: COLORS.good, label: t.charts.value },
    ],
    format: (value) => f.money(value),
  });
  y += chartH + 20;

  const half = (CONTENT_W - 20) / 2;
  const distribution = [...report.rating_distribution].reverse();
  drawRows(
    doc,
    chartTitle(doc, t.charts.distribution, { x: MARGIN, y, w: half, h: 140 }),
    distribution.map((entry) => ({
      label: t.stars(entry.rating),
      value: entry.count,
      display: f.count(entry.count),
    })),
    Math.max(1, ...distribution.map((entry) => entry.count)),
    COLORS.accent,
  );
  drawRows(
    doc,
    chartTitle(doc, t.charts.subRatings, { x: MARGIN + half + 20, y, w: half, h: 140 }),
    SUB_RATINGS.map((name) => ({
      label: t.subRatings[name],
      value: report.sub_ratings[name],
      display: f.rating(report.sub_ratings[name]),
    })),
    5,
    COLORS.primary,
  );
  y += 160;

  const missions = chartTitle(doc, t.charts.missions, { x: MARGIN, y, w: CONTENT_W, h: 240 });
  if (report.missions.length === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    text(doc, t.noMissions, missions.x, missions.y);
  } else {
    const top = report.missions.slice(0, 10);
    drawRows(
      doc,
      missions,
      top.map((mission) => ({
        label: mission.title,
        value: mission.visits,
        display: f.count(mission.visits),
      })),
      Math.max(1, ...top.map((mission) => mission.visits)),
      COLORS.primary,
    );
  }

  doc.end();
  return done;
}
