import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { createPlacesRepository } from '../../src/plugins/app/places/places-repository';
import { createMembershipsRepository } from '../../src/plugins/app/team/memberships-repository';
import { createReviewsRepository } from '../../src/plugins/app/reviews/reviews-repository';
import { createStatsRepository } from '../../src/plugins/app/stats/stats-repository';
import { createReportRepository } from '../../src/plugins/app/report/report-repository';

/** The report periods the benchmark reads. */
export const BENCH_REPORT_PERIODS = [30, 365] as const;

export type Statement = { text: string; values: unknown[] };
export type Statements = {
  /** The access check: the caller's role on the venue. */
  access: Statement;
  reviews: Statement;
  stats: Statement;
  /** The report's statements per period, in reportStatements' order. */
  report: Record<string, Statement[]>;
};
export type Bindings = { placeId: string; uid: string; take: number; since: string };

/** Values no real request carries, so that each can be told apart in the captured parameters. */
const MARK: Bindings = {
  placeId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  uid: 'bench-mark-uid',
  take: 37,
  since: '',
};

/**
 * The exact SQL the repositories send, taken from Drizzle's query log while the real repository
 * functions run once; the bare server replays it with its own values.
 */
export async function captureStatements(url: string): Promise<Statements> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const log: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (text, values) => log.push({ text, values }) } });
  const repositoryDb = db as unknown as Db;
  const takeAll = async (run: () => Promise<unknown>): Promise<Statement[]> => {
    log.length = 0;
    await run();
    return [...log];
  };
  const take = async (run: () => Promise<unknown>): Promise<Statement> => {
    const statements = await takeAll(run);
    if (statements.length !== 1 || !statements[0])
      throw new Error(`expected one statement, got ${statements.length}`);
    return statements[0];
  };
  const now = new Date();
  // One after the other: the log is shared.
  const captureReport = async () => {
    const report: Record<string, Statement[]> = {};
    for (const period of BENCH_REPORT_PERIODS)
      report[period] = await takeAll(() =>
        createReportRepository(repositoryDb).report(MARK.placeId, period, now),
      );
    return report;
  };
  try {
    const memberships = createMembershipsRepository(repositoryDb, createPlacesRepository(repositoryDb));
    return {
      // The mark holds no role, so the check is its one read (a role's 'last used' mark is a rare write).
      access: await take(() => memberships.roleOf(MARK.uid, MARK.placeId)),
      reviews: await take(() =>
        createReviewsRepository(repositoryDb).listForPlace(
          MARK.placeId,
          { sort: 'newest', take: MARK.take },
          undefined,
          now,
        ),
      ),
      stats: await take(() => createStatsRepository(repositoryDb).stats(MARK.placeId, now)),
      report: await captureReport(),
    };
  } finally {
    await pool.end();
  }
}

/** The captured parameters with this request's values in place of the marks; 'since' is any ISO date. */
export function bind(statement: Statement, values: Bindings): unknown[] {
  return statement.values.map((value) => {
    if (value === MARK.placeId) return values.placeId;
    if (value === MARK.uid) return values.uid;
    if (value === MARK.take) return values.take;
    // The reviews list asks for one row past its page, to know whether another page follows.
    if (value === MARK.take + 1) return values.take + 1;
    if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return values.since;
    return value;
  });
}
