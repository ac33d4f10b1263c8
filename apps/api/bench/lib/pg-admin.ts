import pg from 'pg';

/** The server the benchmarks use; its `postgres` database administers the benchmark's own. */
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(name: string): Promise<string> {
  await admin(async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
  return databaseUrl(name);
}

export async function dropDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`drop database if exists "${name}" with (force)`));
}

/** Runs statements one after the other on one connection, logging how long each took. */
export async function runSql(url: string, steps: [label: string, sql: string][]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [label, sql] of steps) {
      const started = performance.now();
      await client.query(sql);
      console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await client.end();
  }
}
