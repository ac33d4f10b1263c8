import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { packageRoot } from '../config/package-root';
import { startPgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  /** PGlite only: waits up to `waitMs` for room in its queue for one more request's work. */
  admit?: (waitMs: number) => Promise<boolean>;
  /** PGlite only: its data folder as a gzipped tar, consistent, taken while the app runs. */
  dump?: () => Promise<Uint8Array>;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(packageRoot, 'migrations');

/**
 * @param url postgres://… for the server PostgreSQL, or undefined for embedded PGlite.
 * @param dataDir where PGlite keeps its files; 'memory://' keeps them in memory.
 */
export function createDatabase(options: {
  url?: string;
  dataDir: string;
  poolSize?: number;
  /** PGlite only: how many queries may wait for the database before new requests are refused as busy. */
  queueLimit?: number;
  onIdleClientError?: (error: Error) => void;
}): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle client dropped by the server (restart, failover) must not crash the process: the pool
    // replaces it on the next query.
    pool.on('error', (error) => options.onIdleClientError?.(error));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const thread = startPgliteThread({ dataDir: options.dataDir, queueLimit: options.queueLimit ?? 64 });
  // The thread answers Drizzle's calls as PGlite itself would (queries and transactions).
  const db = drizzlePglite({ client: thread.client as unknown as PGlite, schema });
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await thread.ready;
      await migratePglite(db, { migrationsFolder });
    },
    ping: async () => {
      await thread.client.query('select 1');
    },
    admit: (waitMs) => thread.admit(waitMs),
    dump: () => thread.dump(),
    close: () => thread.close(),
  };
}

export type Row = Record<string, unknown>;
/** The rows of a raw `db.execute` result, which both drivers answer as `{ rows }`. */
export const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
