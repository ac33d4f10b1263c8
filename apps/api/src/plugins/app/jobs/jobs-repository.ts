import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Row } from '../../../db/client';
import { jobs } from '../../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export type EnqueueOptions = {
  /** Not before this time; now by default. */
  runAt?: Date;
  /** Enqueue at most once for this key, ever: a second enqueue is a no-op. */
  singletonKey?: string;
  maxAttempts?: number;
  /** The caller's transaction, so that the job exists only if the caller's change commits. */
  tx?: Db;
};

/** What one worker can take of one job: as many as it has free slots for, each for the job's lease. */
export type ClaimWant = { name: string; limit: number; leaseSeconds: number };

/** Raw rows of `returning *` come back snake_case with dates as strings or Dates, depending on the driver. */
function toJob(row: Row): JobRow {
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  return {
    id: String(row.id),
    name: String(row.name),
    payload: row.payload,
    status: row.status as JobRow['status'],
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    runAt: date(row.run_at) ?? new Date(),
    lockedUntil: date(row.locked_until),
    lockedBy: (row.locked_by as string | null) ?? null,
    lastError: (row.last_error as string | null) ?? null,
    singletonKey: (row.singleton_key as string | null) ?? null,
    createdAt: date(row.created_at) ?? new Date(),
    finishedAt: date(row.finished_at),
  };
}

const heldBy = (job: JobRow) =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, job.lockedBy ?? ''),
    eq(jobs.attempts, job.attempts),
  );

export function createJobsRepository(db: Db) {
  return {
    async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
      const rows = await (options.tx ?? db)
        .insert(jobs)
        .values({
          name,
          payload: payload ?? {},
          // The database's clock, the one claim() compares with: an app server whose clock runs ahead
          // would otherwise enqueue into the future.
          runAt: options.runAt ?? sql`now()`,
          singletonKey: options.singletonKey ?? null,
          maxAttempts: options.maxAttempts ?? 5,
        })
        .onConflictDoNothing({ target: jobs.singletonKey })
        .returning({ id: jobs.id });
      return rows[0]?.id ?? null;
    },

    /**
     * Takes, in one statement, up to each name's `limit` of its due jobs for this worker, each held for its
     * name's `leaseSeconds`. SKIP LOCKED lets several workers (replicas) claim side by side without ever
     * taking the same job.
     */
    async claim(wants: ClaimWant[], workerId: string): Promise<JobRow[]> {
      const wanted = wants.filter((want) => want.limit > 0);
      if (wanted.length === 0) return [];
      const rows = sql.join(
        wanted.map(
          ({ name, limit, leaseSeconds }) => sql`(${name}::text, ${limit}::int, ${leaseSeconds}::int)`,
        ),
        sql`, `,
      );
      const result = await db.execute(sql`
        with wanted (name, free, lease) as (values ${rows}),
        picked as (
          select due.id, wanted.lease from wanted
          cross join lateral (
            select id from jobs
            where status = 'queued' and run_at <= now() and jobs.name = wanted.name
            order by run_at
            limit wanted.free
            for update skip locked
          ) due
        )
        update jobs set
          status = 'running',
          attempts = attempts + 1,
          locked_by = ${workerId},
          locked_until = now() + make_interval(secs => picked.lease)
        from picked
        where jobs.id = picked.id
        returning jobs.*
      `);
      return rowsOf(result).map(toJob);
    },

    /**
     * Only while this worker still holds the job: a worker that outlived its lease must not overwrite the
     * state of the run that took the job over. Answers whether it still held it.
     */
    async complete(job: JobRow): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'done', finishedAt: new Date(), lockedBy: null, lockedUntil: null })
        .where(heldBy(job))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** The lease starts again, while this worker still holds the job; answers whether it does. */
    async renew(job: JobRow, leaseSeconds: number): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds}::int)` })
        .where(heldBy(job))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Another try after `retryInMs`, or failed for good once the attempts are used up. */
    async fail(job: JobRow, error: string, retryInMs: number): Promise<'retry' | 'failed' | 'lost'> {
      const final = job.attempts >= job.maxAttempts;
      const rows = await db
        .update(jobs)
        .set({
          status: final ? 'failed' : 'queued',
          lastError: error.slice(0, 2000),
          runAt: final ? job.runAt : new Date(Date.now() + retryInMs),
          finishedAt: final ? new Date() : null,
          lockedBy: null,
          lockedUntil: null,
        })
        .where(heldBy(job))
        .returning({ id: jobs.id });
      if (rows.length === 0) return 'lost';
      return final ? 'failed' : 'retry';
    },

    /**
     * Jobs whose worker died (a killed process, a lost machine) hold a lease that runs out: they go back to
     * the queue, or fail when that was their last attempt.
     */
    async recoverExpired(): Promise<number> {
      const result = await db.execute(sql`
        update jobs set
          status = case when attempts >= max_attempts then 'failed'::job_status else 'queued'::job_status end,
          finished_at = case when attempts >= max_attempts then now() else null end,
          last_error = coalesce(last_error, 'the worker stopped before finishing'),
          locked_by = null,
          locked_until = null
        where status = 'running' and locked_until < now()
        returning id
      `);
      return rowsOf(result).length;
    },

    async purgeFinished(olderThan: Date): Promise<void> {
      await db
        .delete(jobs)
        .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, olderThan)));
    },

    async find(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
      return row;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
