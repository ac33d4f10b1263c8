import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { loadEnv } from '../../src/config/env';
import { createUrlSigner } from '../../src/plugins/app/media/signed-urls';
import { assembleReport } from '../../src/plugins/app/report/report-assembly';
import { isReportPeriod, type ReportPeriod } from '@venues/contracts/report';
import { bind, type Bindings, type Statements } from './captured-sql';
import { reportListening } from './server-process';

/**
 * The floor the API is compared with: node:http and pg, the same SQL (the role check, then the data)
 * and the same JSON, but no framework, no token verification, no validation and no security headers.
 * The caller is fixed (BENCH_UID).
 */
const env = loadEnv();
const statements = JSON.parse(process.env.BENCH_STATEMENTS ?? '') as Statements;
const uid = process.env.BENCH_UID ?? '';
// The API's pool size (createDatabase's default), so that both wait for PostgreSQL alike.
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 20 });
const signer = createUrlSigner(env.MEDIA_SIGNING_SECRET, env.MEDIA_URL_TTL_SECONDS);

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

/**
 * A captured statement's rows as objects. The reviews' statement joins tables with columns of the same name
 * (`id`, `created_at`): read by position, as Drizzle reads it, the first of each name is kept, which is the
 * review's; pg's object rows would keep the last, the reply's, null when there is none.
 */
async function query(name: 'access' | 'reviews' | 'stats', values: Bindings): Promise<Row[]> {
  const statement = statements[name];
  const result = await pool.query<unknown[]>({
    text: statement.text,
    values: bind(statement, values),
    rowMode: 'array',
  });
  return result.rows.map((cells) => {
    const row: Row = {};
    result.fields.forEach((field, index) => {
      if (!(field.name in row)) row[field.name] = cells[index];
    });
    return row;
  });
}

/** The report's statements one after the other on one connection, as the API sends them. */
async function report(period: ReportPeriod, values: Bindings) {
  const rows: Row[] = [];
  for (const statement of statements.report[String(period)] ?? [])
    rows.push((await pool.query<Row>(statement.text, bind(statement, values))).rows[0] ?? {});
  return assembleReport(period, rows);
}

function toReview(row: Row) {
  const target = { placeId: String(row.place_id), reviewId: String(row.id) };
  const video = (download: boolean) => signer.mediaUrl({ ...target, kind: 'video', download });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    created_at: (row.created_at as Date).toISOString(),
    video_url: row.video_key ? video(false) : null,
    download_url: row.video_key ? video(true) : null,
    poster_url: row.poster_key ? signer.mediaUrl({ ...target, kind: 'poster', download: false }) : null,
    table_label: row.label ?? null,
    reviewer: { display_name: row.display_name, photo_url: row.photo_url },
    rating: {
      overall: row.rating_overall,
      food: row.rating_food,
      price: row.rating_price,
      atmosphere: row.rating_atmosphere,
      service: row.rating_service,
    },
  };
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  const reviews = /^\/api\/places\/([^/]+)\/reviews$/.exec(url.pathname);
  const reportPath = /^\/api\/places\/([^/]+)\/report$/.exec(url.pathname);
  const period = Number(url.searchParams.get('period') ?? 30);
  const placeId = (reviews ?? reportPath)?.[1] ?? url.searchParams.get('id') ?? '';
  if (reportPath && !isReportPeriod(period))
    return send(response, 400, { error: { code: 'validation/invalid-input', message: 'period' } });
  if (!UUID.test(placeId) || (!reviews && !reportPath && url.pathname !== '/api/places/stats')) {
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
    if ((await query('access', values)).length === 0) {
      return send(response, 403, { error: { code: 'auth/forbidden', message: 'No role on this place.' } });
    }
    if (reviews) return send(response, 200, { data: (await query('reviews', values)).map(toReview) });
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
