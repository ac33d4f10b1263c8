import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { VENUE_TIME_ZONE } from '@venues/contracts/clock';
import type { ReportExportKind, ReportPeriod } from '@venues/contracts/report';
import type { Language } from '@venues/contracts/users';
import type { ReportExportsRepository } from './report-exports-repository';
import { REPORT_TEXTS } from './report-texts';

const PAGE_SIZE = 1000;

// 'sv-SE' writes 2026-11-23 19:04:05: a date and time every spreadsheet reads, in the venue's time zone.
const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Guests write titles, descriptions and names: a cell that starts like a formula would run as one in a
 * spreadsheet (CSV injection), so it is written as text.
 */
export function inertCell(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

type Page<T> = (
  cursor: { at: string; id: string } | null,
) => Promise<(T & { cursorAt: string; id: string })[]>;

/** Rows a page at a time, each page fetched only when the stream asks for more. */
function paged<T>(page: Page<T>): AsyncGenerator<T> {
  return (async function* () {
    let cursor: { at: string; id: string } | null = null;
    for (;;) {
      const rows = await page(cursor);
      yield* rows;
      const last = rows.at(-1);
      if (!last || rows.length < PAGE_SIZE) return;
      cursor = { at: last.cursorAt, id: last.id };
    }
  })();
}

/**
 * A CSV export of the period: UTF-8 with a BOM, so that Excel and LibreOffice read accented text right,
 * and RFC 4180 quoting with CRLF line ends. It streams from the database with back-pressure.
 */
export function reportCsv(
  exports: ReportExportsRepository,
  input: { kind: ReportExportKind; placeId: string; period: ReportPeriod; language: Language; now: Date },
): Readable {
  const t = REPORT_TEXTS[input.language].csv;
  const { placeId, period, now } = input;
  const rows: AsyncGenerator<unknown[]> =
    input.kind === 'reviews'
      ? (async function* () {
          const header = t.reviews;
          yield [
            header.date,
            header.reviewer,
            header.overall,
            header.food,
            header.price,
            header.atmosphere,
            header.service,
            header.title,
            header.description,
            header.table,
            header.status,
          ];
          for await (const row of paged((cursor) =>
            exports.reviewsPage(placeId, period, now, cursor, PAGE_SIZE),
          )) {
            yield [
              localTime.format(new Date(row.createdAt)),
              inertCell(row.reviewer),
              row.overall,
              row.food,
              row.price,
              row.atmosphere,
              row.service,
              inertCell(row.title),
              inertCell(row.description),
              inertCell(row.table),
              row.reported ? t.reported : t.published,
            ];
          }
        })()
      : (async function* () {
          const header = t.visits;
          yield [header.date, header.customer, header.type, header.spend, header.mission];
          for await (const row of paged((cursor) =>
            exports.visitsPage(placeId, period, now, cursor, PAGE_SIZE),
          )) {
            yield [
              localTime.format(new Date(row.visitedAt)),
              inertCell(row.customer),
              row.isNew ? t.new : t.returning,
              (row.spendCents / 100).toFixed(2),
              inertCell(row.mission),
            ];
          }
        })();

  // pipeline: a failed page ends the response with an error, and a client that leaves stops the reads.
  return pipeline(
    Readable.from(rows),
    stringify({ bom: true, record_delimiter: 'windows', cast: { number: String } }),
    () => undefined,
  );
}
