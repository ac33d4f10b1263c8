import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import {
  formatPublicReviewsCursor,
  parsePublicReviewsCursor,
  publicAuthorName,
} from '@venues/contracts/public-reviews';
import { webPaths } from '@venues/contracts/web-paths';
import { loadEnv, publicUrl } from '../../src/config/env';
import { bindWall, type WallBindings, type WallStatements } from './wall-sql';
import { reportListening } from './server-process';

/**
 * The floor the public data route is compared with: node:http and pg running the same two statements (the
 * venue with its rating, then the page) and answering the same JSON with the same cache header, but no
 * framework, no validation beyond the cursor's parse, no response schema and no security headers.
 */
const env = loadEnv();
const statements = JSON.parse(process.env.BENCH_WALL_STATEMENTS ?? '') as WallStatements;
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 20 });
const origin = publicUrl(env).replace(/\/$/, '');

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

function send(response: ServerResponse, status: number, body: unknown, cache = false): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    ...(cache ? { 'cache-control': 'public, max-age=60, s-maxage=240' } : {}),
  });
  response.end(json);
}

function toReview(slug: string, row: Row) {
  const id = String(row.id);
  return {
    id,
    title: row.title,
    body: row.description,
    rating: row.rating_overall === null ? null : Number(row.rating_overall),
    author: publicAuthorName(String(row.display_name)),
    published_at: iso(row.published_at),
    highlighted: Number(row.grp) === 0,
    poster_url: row.poster_key === null ? null : `${origin}${webPaths.publicPoster(id)}`,
    video_url: row.video_key === null ? null : `${origin}${webPaths.publicVideo(id)}`,
    share_url: `${origin}${webPaths.reviewShare(slug, id)}`,
    reply:
      typeof row.reply_body === 'string' ? { body: row.reply_body, replied_at: iso(row.reply_at) } : null,
  };
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  const match = /^\/api\/public\/venues\/([^/]+)\/reviews$/.exec(url.pathname);
  if (!match) return send(response, 404, { error: { code: 'not-found', message: 'Not found' } });
  const slug = decodeURIComponent(match[1] ?? '');
  const limit = Number(url.searchParams.get('limit') ?? 12);
  const cursorText = url.searchParams.get('cursor');
  const cursor = cursorText === null ? undefined : parsePublicReviewsCursor(cursorText);
  if (cursorText !== null && !cursor)
    return send(response, 400, { error: { code: 'validation/invalid-input', message: 'cursor' } });

  const answer = async () => {
    const values: WallBindings = { slug, placeId: '', limit, cursor };
    const venue = (await pool.query<Row>(statements.venue.text, bindWall(statements.venue, values))).rows[0];
    if (!venue) return send(response, 404, { error: { code: 'not-found', message: 'Venue not found.' } });
    values.placeId = String(venue.id);
    const page = cursor ? statements.after : statements.first;
    const rows = (await pool.query<Row>(page.text, bindWall(page, values))).rows;
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    const average = venue.average === null ? null : Math.round(Number(venue.average) * 10) / 10;
    send(
      response,
      200,
      {
        data: {
          venue: {
            name: venue.name,
            slug: venue.slug,
            address: venue.address,
            wall_url: `${origin}${webPaths.wall(String(venue.slug))}`,
            rating: { average, count: Number(venue.count) },
          },
          reviews: shown.map((row) => toReview(slug, row)),
          next_cursor:
            rows.length > limit && last
              ? formatPublicReviewsCursor({
                  group: Number(last.grp) === 0 ? 0 : 1,
                  at: String(last.cursor_at),
                  id: String(last.id),
                })
              : null,
        },
      },
      true,
    );
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
