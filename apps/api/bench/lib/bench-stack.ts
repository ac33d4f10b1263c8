import { createDatabase } from '../../src/db/client';
import { startBenchAuth, type BenchAuth } from './auth';
import { databaseUrl, dropDatabase, recreateDatabase, runSql } from './pg-admin';
import { startServerProcess, type ServerProcess } from './server-process';
import pg from 'pg';

/** A fresh database with the real migrations and the given seed; with reuse, an already seeded one. */
export async function prepareDatabase(
  name: string,
  seed: [string, string][],
  options: { reuse: boolean },
): Promise<string> {
  if (options.reuse && (await isSeeded(name))) {
    console.log(`Reusing the seeded database ${name}`);
    return databaseUrl(name);
  }
  const url = await recreateDatabase(name);
  const database = createDatabase({ url, dataDir: '' });
  await database.migrate();
  await database.close();
  console.log(`Seeding ${name}:`);
  await runSql(url, seed);
  return url;
}

async function isSeeded(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: string }>('select count(*) as n from places');
    return Number(rows[0]?.n) > 0;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The real API in its own process: real migrations, real token verification, logs off. */
export function startApi(
  url: string,
  auth: Pick<BenchAuth, 'host'>,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServerProcess('serve-api', {
    ...env,
    DATABASE_URL: url,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    // The limiter still runs on every request; only its ceiling is out of the way of the load.
    RATE_LIMIT_MAX: '1000000000',
  });
}

/** Runs the cleanups in reverse order, each even if another failed. */
export class Cleanup {
  private readonly steps: [string, () => Promise<void>][] = [];

  add(label: string, step: () => Promise<void>): void {
    this.steps.push([label, step]);
  }

  async run(): Promise<void> {
    for (const [label, step] of this.steps.reverse()) {
      await step().catch((error: unknown) => console.error(`cleanup (${label}) failed:`, error));
    }
  }
}

export { startBenchAuth, dropDatabase };
