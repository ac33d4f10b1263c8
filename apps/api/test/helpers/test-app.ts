import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadEnv, type Env } from '../../src/config/env';
import { createDatabase, type Database } from '../../src/db/client';

export type TestApp = { app: FastifyInstance; database: Database; env: Env; close: () => Promise<void> };

/**
 * A migrated database of its own for one test file: in-memory PGlite by default, or a throwaway
 * database on the PostgreSQL server named by DATABASE_URL.
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
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
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  const env = loadEnv({ ...process.env, DATABASE_URL: '', ...overrides });
  const app = await buildApp({ env, database });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
