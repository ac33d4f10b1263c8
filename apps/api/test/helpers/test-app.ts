import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadEnv, type Env } from '../../src/config/env';
import { createDatabase, type Database } from '../../src/db/client';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  env: Env;
  /** The server PostgreSQL database of this app, when DATABASE_URL is set; undefined on PGlite. */
  url?: string;
  close: () => Promise<void>;
};

/**
 * A migrated database of its own for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server named by DATABASE_URL.
 */
async function freshDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = createDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { database, drop: async () => undefined };
  }
  const name = `venues_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDatabase({ url: url.toString(), dataDir: '', poolSize: 5 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const { database, url, drop } = await freshDatabase();
  // No digest or monthly report from the real date: tests that need them call schedule() with a clock.
  const env = loadEnv({ ...process.env, DATABASE_URL: '', NOTIFY_SCHEDULE: 'false', ...overrides });
  const app = await buildApp({ env, database });
  await app.ready();
  return {
    app,
    database,
    env,
    url,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Another API process on the same server PostgreSQL database as `primary`: a second replica. */
export async function createReplica(primary: TestApp): Promise<TestApp> {
  if (!primary.url) throw new Error('replicas need the server PostgreSQL (DATABASE_URL)');
  const database = createDatabase({ url: primary.url, dataDir: '', poolSize: 5 });
  const app = await buildApp({ env: primary.env, database });
  await app.ready();
  return {
    app,
    database,
    env: primary.env,
    url: primary.url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
