import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { keptSince } from '@venues/contracts/retention-rules';
import type { Db } from '../../../db/client';
import type { EnqueueOptions, JobRow } from './jobs-repository';

export type JobContext = { job: JobRow; isLastAttempt: boolean };
/** Receives the payload as its job's schema parsed it. */
export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

export type JobOptions = {
  /** Jobs of this name that one worker runs at once. */
  concurrency: number;
  /**
   * How long a worker that stopped answering keeps its job before another worker may take it over; a
   * living worker renews it every third of it while the job runs.
   */
  leaseSeconds: number;
  /** Delay before the n-th retry. */
  backoffMs: (attempt: number) => number;
};

type Definition = JobOptions & {
  /** Parses the stored payload, then calls the handler with it. */
  run: (payload: unknown, context: JobContext) => Promise<void>;
};

/**
 * The registry of jobs: each job's name and the schema of its payload. A domain adds its jobs beside their
 * schemas (`declare module '../jobs/jobs-plugin' { interface JobSchemas { … } }`). `define` must be given
 * the registered schema and `enqueue` a payload that schema takes, so an unknown name or a wrong payload
 * does not compile.
 */
export interface JobSchemas {
  [JOBS_PURGE_JOB]: typeof purgeJobPayload;
}
export type JobName = keyof JobSchemas;
/** What `enqueue` takes for the job: the input of its schema, stored as JSON. */
export type JobPayload<Name extends JobName> = z.input<JobSchemas[Name]>;
/** Recurring jobs are enqueued with an empty payload, so only jobs whose schema takes one can recur. */
export type RecurringJobName = {
  [Name in JobName]: Record<never, never> extends JobPayload<Name> ? Name : never;
}[JobName];

export type JobQueue = {
  /**
   * Declares the job `name`: the schema its payload must match and the handler that receives the parsed
   * payload. A payload that does not match fails the attempt like an error the handler throws: it is
   * retried with the job's backoff until its attempts are used up.
   */
  define: <Name extends JobName>(
    name: Name,
    payload: JobSchemas[Name],
    handler: JobHandler<z.output<JobSchemas[Name]>>,
    options?: Partial<JobOptions>,
  ) => void;
  enqueue: <Name extends JobName>(
    name: Name,
    payload: JobPayload<Name>,
    options?: EnqueueOptions & { tx?: Db },
  ) => Promise<string | null>;
  /** Claims and runs what is due now, and waits for it: the worker's tick, and the tests' way to drain. */
  runDue: () => Promise<number>;
  /** Recurring work: enqueued once per period across every replica, through its singleton key. */
  every: (name: RecurringJobName, periodMs: number) => void;
  workerId: string;
};

/** A stored payload that its job's schema refuses; the job fails with it as its last error. */
export class JobPayloadError extends Error {
  constructor(name: string, error: z.ZodError) {
    const issues = error.issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.message}`,
    );
    super(`malformed payload for ${name}: ${issues.join('; ')}`);
    this.name = 'JobPayloadError';
  }
}

/** The queue's own upkeep: finished jobs (done or failed for good) are deleted after their retention. */
export const JOBS_PURGE_JOB = 'jobs.purge';
const purgeJobPayload = z.object({});

export const exponentialBackoff = (baseMs: number, maxMs: number) => (attempt: number) =>
  Math.min(baseMs * 2 ** (attempt - 1), maxMs);

/**
 * The durable job queue on the app's own database (decision 0007): it works the same on PGlite and on
 * PostgreSQL, survives restarts, and runs each job once across replicas. JOBS_POLL_MS=0 disables the
 * background worker (tests drain with runDue).
 */
export const jobsPlugin = fp(
  async (app) => {
    const repository = app.jobsRepository;
    const definitions = new Map<string, Definition>();
    const recurring = new Map<string, number>();
    const running = new Map<string, number>();
    const inFlight = new Set<Promise<void>>();
    const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
    const pollMs = app.env.JOBS_POLL_MS;
    let stopped = false;

    const runJob = async (job: JobRow, definition: Definition) => {
      running.set(job.name, (running.get(job.name) ?? 0) + 1);
      // While its worker lives, a job keeps its lease however long it runs: only a dead worker's lease
      // runs out, so leases can be short and a dead replica's jobs are taken over soon.
      const renewal = setInterval(
        () =>
          void repository.renew(job, definition.leaseSeconds).then(
            (held) => {
              if (!held) clearInterval(renewal);
            },
            (error: unknown) => app.log.warn({ jobId: job.id, err: error }, 'job lease not renewed'),
          ),
        (definition.leaseSeconds * 1000) / 3,
      );
      renewal.unref();
      try {
        await definition.run(job.payload, { job, isLastAttempt: job.attempts >= job.maxAttempts });
        if (!(await repository.complete(job)))
          app.log.warn({ jobId: job.id, job: job.name }, 'job finished after its lease ran out');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const outcome = await repository.fail(job, message, definition.backoffMs(job.attempts));
        app.log.warn(
          { jobId: job.id, job: job.name, attempt: job.attempts, outcome, err: error },
          'job failed',
        );
      } finally {
        clearInterval(renewal);
        running.set(job.name, (running.get(job.name) ?? 1) - 1);
      }
    };

    let ticking: Promise<number> | null = null;
    const tick = async (): Promise<number> => {
      await repository.recoverExpired();
      const now = Date.now();
      for (const [name, periodMs] of recurring) {
        const slot = Math.floor(now / periodMs);
        await repository.enqueue(name, {}, { singletonKey: `${name}:${slot}`, maxAttempts: 3 });
      }
      if (stopped) return 0;
      // One claim for every job with a free slot: each takes at most its concurrency, less what runs.
      const wants = [...definitions].map(([name, definition]) => ({
        name,
        limit: definition.concurrency - (running.get(name) ?? 0),
        leaseSeconds: definition.leaseSeconds,
      }));
      const claimed = await repository.claim(wants, workerId);
      for (const job of claimed) {
        const definition = definitions.get(job.name);
        if (!definition) continue;
        const promise = runJob(job, definition).finally(() => inFlight.delete(promise));
        inFlight.add(promise);
      }
      return claimed.length;
    };
    const safeTick = () => {
      ticking ??= tick().finally(() => (ticking = null));
      return ticking;
    };

    const queue: JobQueue = {
      workerId,
      define(name, payload, handler, options = {}) {
        // The registry ties the schema to the handler's type; past this point both are checked by name.
        const schema: z.ZodType = payload;
        const receive = handler as JobHandler<unknown>;
        definitions.set(name, {
          // Parsed here, inside runJob's try: a refused payload fails the job like the handler's errors.
          async run(stored, context) {
            const parsed = await schema.safeParseAsync(stored);
            if (!parsed.success) throw new JobPayloadError(name, parsed.error);
            await receive(parsed.data, context);
          },
          concurrency: options.concurrency ?? 1,
          leaseSeconds: options.leaseSeconds ?? 120,
          backoffMs: options.backoffMs ?? exponentialBackoff(5_000, 15 * 60_000),
        });
      },
      async enqueue(name, payload, options = {}) {
        const id = await repository.enqueue(name, payload, options);
        // In-process jobs start on the next tick rather than at the next poll; the caller's transaction
        // has committed by then, or the job is simply not found yet.
        if (pollMs > 0) setImmediate(kick);
        return id;
      },
      async runDue() {
        let total = 0;
        for (;;) {
          const started = await safeTick();
          await Promise.all([...inFlight]);
          total += started;
          if (started === 0) return total;
        }
      },
      every(name, periodMs) {
        recurring.set(name, periodMs);
      },
    };
    app.decorate('jobs', queue);

    queue.define(JOBS_PURGE_JOB, purgeJobPayload, async () => {
      await repository.purgeFinished(keptSince('finishedJobs', new Date()));
    });

    const kick = () => {
      if (stopped) return;
      safeTick().catch((error: unknown) => app.log.error({ err: error }, 'job worker tick failed'));
    };
    if (pollMs > 0) {
      const timer = setInterval(kick, pollMs);
      timer.unref();
      app.addHook('onReady', async () => kick());
      app.addHook('onClose', async () => {
        clearInterval(timer);
      });
    }
    app.addHook('onClose', async () => {
      stopped = true;
      await ticking;
      await Promise.all([...inFlight]);
    });
  },
  { name: 'jobs', dependencies: ['db', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
