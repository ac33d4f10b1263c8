import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../config/package-root';
import { causesOf } from './errors';

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; counted: boolean };

/** The part of PGlite's interface that Drizzle's PGlite driver uses: queries and transactions. */
export type PgliteClient = {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
  transaction: <T>(callback: (tx: Pick<PgliteClient, 'query'>) => Promise<T>) => Promise<T>;
};

/** Refused at once because too many queries already wait for the database: the client should retry soon. */
export class DatabaseBusyError extends Error {
  readonly code = 'database/busy';
  constructor(waiting?: number) {
    super(
      waiting === undefined
        ? 'the embedded database has queries enough waiting'
        : `${waiting} queries are already waiting for the embedded database`,
    );
    this.name = 'DatabaseBusyError';
  }
}

export function isDatabaseBusy(error: unknown): boolean {
  for (const e of causesOf(error)) if (e.code === 'database/busy') return true;
  return false;
}

const workerFile = path.join(packageRoot, 'src', 'db', 'pglite-worker.mjs');

/**
 * The embedded PGlite on a worker thread, and its queue's bounds.
 *
 * `admits()` says whether new work may start: the API asks it once per request, so that a request is turned
 * away before its first query rather than half-way through. Past `queueLimit` × 4 waiting queries, a query
 * itself is refused with DatabaseBusyError: work that is not a request (jobs) and admitted requests' later
 * queries stay bounded too. Queries inside an open transaction are never refused, so that a transaction that
 * has begun can always finish.
 */
export function startPgliteThread(options: { dataDir: string; queueLimit: number }) {
  const hardLimit = options.queueLimit * 4;
  const worker = new Worker(workerFile);
  const pending = new Map<number, Pending>();
  /** Requests waiting for room in the queue, oldest first. */
  const admissions: (() => void)[] = [];
  let lastId = 0;
  let waiting = 0;
  let failure: Error | undefined;

  // The thread keeps the process alive only while it owes an answer: an idle database never holds a CLI
  // or a test open, and an awaited query is never cut short.
  worker.unref();
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (entry?.counted) waiting -= 1;
    if (pending.size === 0) worker.unref();
    // Each answer makes room for one waiting request.
    if (waiting < options.queueLimit) admissions.shift()?.();
    return entry;
  };

  worker.on(
    'message',
    (message: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
      const entry = settle(message.id);
      if (!entry) return;
      if (message.ok) entry.resolve(message.result);
      else entry.reject(Object.assign(new Error(String(message.error?.message)), message.error));
    },
  );
  // A thread that dies takes the database with it: every caller hears of it as an outage (SQLSTATE 57P01),
  // which the API answers with 503, and later calls fail the same way.
  const fail = (error: Error) => {
    failure = Object.assign(new Error(`the embedded database stopped: ${error.message}`), { code: '57P01' });
    for (const id of [...pending.keys()]) settle(id)?.reject(failure);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`its thread exited with code ${code}`)));

  function call<T>(message: Record<string, unknown>, counted: boolean): Promise<T> {
    if (failure) return Promise.reject(failure);
    if (counted && waiting >= hardLimit) return Promise.reject(new DatabaseBusyError(waiting));
    const id = (lastId += 1);
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, counted });
      if (counted) waiting += 1;
      if (pending.size === 1) worker.ref();
      worker.postMessage({ ...message, id });
    });
  }

  const query = (sql: string, params: unknown[] = [], queryOptions: QueryOptions = {}, tx?: number) =>
    call<Results>(
      {
        op: 'query',
        sql,
        params,
        rowMode: queryOptions.rowMode,
        // Drizzle's parsers keep dates, times and intervals as the database's text; parsers are functions,
        // which cannot cross threads, so the worker is told which types to leave as text.
        textTypes: Object.keys(queryOptions.parsers ?? {}).map(Number),
        tx,
      },
      tx === undefined,
    );

  const client: PgliteClient = {
    query: (sql, params, queryOptions) => query(sql, params, queryOptions),
    async transaction(callback) {
      const tx = await call<number>({ op: 'begin' }, true);
      let result;
      try {
        result = await callback({
          query: (sql, params, queryOptions) => query(sql, params, queryOptions, tx),
        });
      } catch (error) {
        await call({ op: 'end', tx, commit: false }, false).catch(() => undefined);
        throw error;
      }
      await call({ op: 'end', tx, commit: true }, false);
      return result;
    },
  };

  const ready = call<void>({ op: 'open', dataDir: options.dataDir }, false);
  return {
    client,
    ready,
    /** A consistent copy of the data folder, as a gzipped tar, taken between two queries. */
    dump: async () => new Uint8Array(await call<ArrayBuffer>({ op: 'dump' }, false)),
    /** Queries sent and not yet answered, outside transactions. */
    waiting: () => waiting,
    /** Whether a new request may start now: fewer than `queueLimit` queries wait. */
    admits: () => !failure && waiting < options.queueLimit,
    /**
     * Waits up to `waitMs` for room for a new request, in the order they came; false when none came, or
     * when as many requests as the hard limit already wait. A client that retries at once is slowed down
     * by the wait instead of being answered in a loop. A broken thread admits, so that the request fails
     * as the outage it is.
     */
    admit(waitMs: number): Promise<boolean> {
      if (failure || (waiting < options.queueLimit && admissions.length === 0)) return Promise.resolve(true);
      if (admissions.length >= hardLimit) return Promise.resolve(false);
      return new Promise((resolve) => {
        const admitted = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          admissions.splice(admissions.indexOf(admitted), 1);
          resolve(false);
        }, waitMs);
        admissions.push(admitted);
      });
    },
    async close() {
      await call({ op: 'close' }, false).catch(() => undefined);
      worker.removeAllListeners('exit');
      failure = Object.assign(new Error('the embedded database is closed'), { code: '57P01' });
      await worker.terminate();
    },
  };
}
