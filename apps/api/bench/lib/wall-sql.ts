import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/db/schema';
import { createPublicReviewsRepository } from '../../src/plugins/app/publishing/public-reviews-repository';
import type { Statement } from './captured-sql';

export type WallStatements = { venue: Statement; first: Statement; after: Statement };
export type WallBindings = {
  slug: string;
  placeId: string;
  limit: number;
  cursor?: { group: 0 | 1; at: string; id: string };
};

/** Values no real request carries, so that each can be told apart in the captured parameters. */
const MARK = {
  slug: 'bench-mark-slug',
  placeId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  limit: 37,
  group: 1 as const,
  at: '2001-02-03T04:05:06.123456Z',
  id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
};

/**
 * The exact SQL the public reviews' repository sends (the venue with its rating, a first page, a later
 * page), taken from Drizzle's query log while the real functions run once; the bare server replays it.
 */
export async function captureWallStatements(url: string): Promise<WallStatements> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const log: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, values) => log.push({ text, values }) } });
  const repository = createPublicReviewsRepository(db);
  const take = async (run: () => Promise<unknown>): Promise<Statement> => {
    log.length = 0;
    await run();
    if (log.length !== 1 || !log[0]) throw new Error(`expected one statement, got ${log.length}`);
    return log[0];
  };
  try {
    return {
      venue: await take(() => repository.findVenue(MARK.slug)),
      first: await take(() => repository.page(MARK.placeId, undefined, MARK.limit)),
      after: await take(() =>
        repository.page(MARK.placeId, { group: MARK.group, at: MARK.at, id: MARK.id }, MARK.limit),
      ),
    };
  } finally {
    await pool.end();
  }
}

/** The captured parameters with this request's values in place of the marks. */
export function bindWall(statement: Statement, values: WallBindings): unknown[] {
  return statement.values.map((value) => {
    if (value === MARK.slug) return values.slug;
    if (value === MARK.placeId) return values.placeId;
    if (value === MARK.limit + 1) return values.limit + 1;
    if (value === MARK.group) return values.cursor?.group;
    if (value === MARK.at) return values.cursor?.at;
    if (value === MARK.id) return values.cursor?.id;
    return value;
  });
}
