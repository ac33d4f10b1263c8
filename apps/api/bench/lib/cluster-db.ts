import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';

/**
 * What the bench reads in the database: the jobs that run (sampled, to see which replica processed which
 * capture), the jobs a killed replica held, and at the end whether every accepted write is there.
 */
export function clusterDb(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  /** review id → the worker ids seen processing it. */
  const processedBy = new Map<string, Set<string>>();
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const { rows } = await pool
        .query<{ locked_by: string; review_id: string }>(
          `select locked_by, payload->>'reviewId' as review_id from jobs
           where status = 'running' and name = 'review.process'`,
        )
        .catch(() => ({ rows: [] }));
      for (const row of rows) {
        const workers = processedBy.get(row.review_id) ?? new Set<string>();
        workers.add(row.locked_by);
        processedBy.set(row.review_id, workers);
      }
      await delay(200);
    }
  })();

  return {
    processedBy,

    /** The jobs that the process `pid` held when it died: their leases must run out first. */
    async heldBy(pid: number) {
      const { rows } = await pool.query<{ id: string; name: string; locked_until: Date }>(
        `select id, name, locked_until from jobs where status = 'running' and locked_by like $1`,
        [`${pid}-%`],
      );
      return rows;
    },

    /** Waits until no job is queued or running, or the deadline passes; answers the jobs by status. */
    async waitForJobs(deadline: number) {
      for (;;) {
        const { rows } = await pool.query<{ status: string; n: string }>(
          'select status, count(*) as n from jobs group by status',
        );
        const counts = Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
        if (((counts.queued ?? 0) === 0 && (counts.running ?? 0) === 0) || Date.now() > deadline)
          return counts;
        await delay(1000);
      }
    },

    async jobs(ids: string[]) {
      const { rows } = await pool.query<{ id: string; name: string; status: string; attempts: number }>(
        'select id, name, status, attempts from jobs where id = any($1)',
        [ids],
      );
      return rows;
    },

    /** Pass codes whose redemption left its visit. */
    async redeemedWithVisit(codes: string[]): Promise<Set<string>> {
      const { rows } = await pool.query<{ code: string }>(
        `select p.code from mission_passes p join visits v on v.id = p.visit_id where p.code = any($1)`,
        [codes],
      );
      return new Set(rows.map((row) => row.code));
    },

    async reviewStatuses(ids: string[]): Promise<Map<string, string>> {
      const { rows } = await pool.query<{ id: string; status: string }>(
        'select id, status from reviews where id = any($1)',
        [ids],
      );
      return new Map(rows.map((row) => [row.id, row.status]));
    },

    async close() {
      watching = false;
      await watcher;
      await pool.end();
    },
  };
}
