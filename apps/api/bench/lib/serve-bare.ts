import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getTableColumns } from 'drizzle-orm';
import pg from 'pg';
import { can, type VenueRole } from '@venues/contracts/team-rules';
import { loadEnv, publicUrl } from '../../src/config/env';
import { reviewReplies, reviews } from '../../src/db/schema';
import { toReview } from '../../src/plugins/app/reviews/review-mapper';
import { encodeCursor } from '../../src/plugins/app/reviews/review-list-query';
import type { ReviewRow } from '../../src/plugins/app/reviews/reviews-repository';
import { createUrlSigner } from '../../src/plugins/app/media/signed-urls';
import { assembleReport } from '../../src/plugins/app/report/report-assembly';
import { isReportPeriod, type ReportPeriod } from '@venues/contracts/report';
import { bind, type Bindings, type Statements } from './captured-sql';
import { reportListening } from './server-process';

/**
 * The floor the API is compared with: node:http and pg, the same SQL (the role check, then the data)
 * and the same JSON (through the API's own mappers), but no framework, no token verification, no
 * validation and no security headers.
 * The caller is fixed (BENCH_UID).
 */
const env = loadEnv();
const statements = JSON.parse(process.env.BENCH_STATEMENTS ?? '') as Statements;
const uid = process.env.BENCH_UID ?? '';
// The API's pool size (createDatabase's default), so that both wait for PostgreSQL alike.
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 20 });
const signer = createUrlSigner(env.MEDIA_SIGNING_SECRET, env.MEDIA_URL_TTL_SECONDS);
const origin = publicUrl(env);

type Row = Record<string, unknown>;
const num = (value: unknown) => Number(value ?? 0);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function send(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

async function query(name: 'access' | 'stats', values: Bindings): Promise<Row[]> {
  const statement = statements[name];
  return (await pool.query<Row>(statement.text, bind(statement, values))).rows;
}

const reviewColumns = Object.keys(getTableColumns(reviews));
const replyColumns = Object.keys(getTableColumns(reviewReplies));

/**
 * The reviews statement's rows in the repository's shape. Its select joins tables whose columns share
 * names (`id`, `created_at`), so the cells are read by position, in the select's order, as Drizzle reads
 * them: the review's columns, the reviewer's name and photo, the table's label, the exact time for the
 * cursor, the venue's slug, then the reply's columns (all null without a reply).
 */
async function reviewRows(values: Bindings): Promise<(ReviewRow & { cursorAt: string })[]> {
  const statement = statements.reviews;
  const result = await pool.query<unknown[]>({
    text: statement.text,
    values: bind(statement, values),
    rowMode: 'array',
  });
  return result.rows.map((cells) => {
    let next = 0;
    const take = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, cells[next++]]));
    const review = take(reviewColumns) as typeof reviews.$inferSelect;
    const reviewer = { displayName: cells[next++] as string, photoUrl: cells[next++] as string | null };
    const tableLabel = cells[next++] as string | null;
    const cursorAt = cells[next++] as string;
    const placeSlug = cells[next++] as string;
    const reply = take(replyColumns) as typeof reviewReplies.$inferSelect;
    return { ...review, reviewer, tableLabel, placeSlug, reply: reply.reviewId ? reply : null, cursorAt };
  });
}

/**
 * A page of reviews as the API answers it: the API's own mapper, and a cursor when a row past the page
 * was found.
 */
async function reviewsPage(values: Bindings, role: VenueRole) {
  const found = await reviewRows(values);
  const rows = found.slice(0, values.take);
  const reader = { canDownload: can(role, 'reviews.download') };
  const last = rows.at(-1);
  return {
    data: rows.map((row) => toReview(row, signer, origin, reader)),
    next_cursor:
      found.length > values.take && last
        ? encodeCursor({ sort: 'newest', rating: last.ratingOverall, at: last.cursorAt, id: last.id })
        : null,
  };
}

/** The report's statements one after the other on one connection, as the API sends them. */
async function report(period: ReportPeriod, values: Bindings) {
  const rows: Row[] = [];
  for (const statement of statements.report[String(period)] ?? [])
    rows.push((await pool.query<Row>(statement.text, bind(statement, values))).rows[0] ?? {});
  return assembleReport(period, rows);
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  const reviewsPath = /^\/api\/places\/([^/]+)\/reviews$/.exec(url.pathname);
  const reportPath = /^\/api\/places\/([^/]+)\/report$/.exec(url.pathname);
  const period = Number(url.searchParams.get('period') ?? 30);
  const placeId = (reviewsPath ?? reportPath)?.[1] ?? url.searchParams.get('id') ?? '';
  if (reportPath && !isReportPeriod(period))
    return send(response, 400, { error: { code: 'validation/invalid-input', message: 'period' } });
  if (!UUID.test(placeId) || (!reviewsPath && !reportPath && url.pathname !== '/api/places/stats')) {
    return send(response, 404, { error: { code: 'not-found', message: 'Not found' } });
  }
  // The report's and the stats' statements take `now`, an ISO date, and count the venue's days from it.
  const since = new Date().toISOString();
  const values: Bindings = {
    placeId,
    uid,
    since,
    take: Number(url.searchParams.get('take') ?? 10),
  };

  const answer = async () => {
    const [access] = await query('access', values);
    if (!access) {
      return send(response, 403, { error: { code: 'auth/forbidden', message: 'No role on this place.' } });
    }
    if (reviewsPath) return send(response, 200, await reviewsPage(values, access.role as VenueRole));
    if (reportPath && isReportPeriod(period))
      return send(response, 200, { data: await report(period, values) });
    const row = (await query('stats', values))[0] ?? {};
    const keys = [
      'total_reviews',
      'reviews_30d',
      'estimated_value_30d',
      'visits_30d',
      'new_customers_30d',
      'returning_customers_30d',
    ];
    send(response, 200, { data: Object.fromEntries(keys.map((key) => [key, num(row[key])])) });
  };
  answer().catch((error: unknown) =>
    send(response, 500, { error: { code: 'internal', message: String(error) } }),
  );
});

server.listen(0, '127.0.0.1', () => {
  reportListening((server.address() as AddressInfo).port, async () => {
    server.close();
    await pool.end();
  });
});
