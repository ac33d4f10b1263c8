// npm run backup [-- --out FILE]: one archive of the embedded default (the database, the videos, the uploads
// in progress and the local accounts), taken while the app runs. From the project's folder, with the same
// DATA_DIR and PORT as `npm start`.
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadEnv, pgliteDir, type Env } from '../config/env';
import { createDatabase } from '../db/client';
import { backupStream } from '../lib/backup';
import { backupTokenFile } from '../routes/api/backup/index';

const stamp = (now: Date) => now.toISOString().slice(0, 19).replaceAll(':', '-');

/** The running app's archive, or undefined when no app answers on this machine. */
async function fromRunningApp(env: Env, dataDir: string): Promise<Readable | undefined> {
  const token = await readFile(backupTokenFile(dataDir), 'utf8').catch(() => undefined);
  if (!token) return undefined;
  const url = `http://127.0.0.1:${env.PORT}/api/backup`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token.trim()}` },
  }).catch(() => undefined);
  if (!response) return undefined;
  if (!response.ok || !response.body) {
    throw new Error(`${url} answered ${response.status}: is the app on port ${env.PORT} this data folder's?`);
  }
  return Readable.fromWeb(response.body);
}

export async function backup(env: Env, out: string): Promise<{ out: string; bytes: number; live: boolean }> {
  const dataDir = path.resolve(env.DATA_DIR);
  await mkdir(path.dirname(out), { recursive: true });
  const live = await fromRunningApp(env, dataDir);
  if (live) {
    await pipeline(live, createWriteStream(out));
    return { out, bytes: (await stat(out)).size, live: true };
  }
  // No app runs: the database is this process's alone for the moment of the copy.
  const database = createDatabase({ dataDir: pgliteDir(env) });
  try {
    await database.migrate();
    if (!database.dump) throw new Error('no embedded database to back up');
    await pipeline(await backupStream({ dump: database.dump, dataDir }), createWriteStream(out));
  } finally {
    await database.close();
  }
  return { out, bytes: (await stat(out)).size, live: false };
}

async function main(args: string[]) {
  const env = loadEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up the server PostgreSQL with pg_dump or point-in-time recovery, and the ' +
        'object storage with bucket versioning (README, "Running it for real").',
    );
    return 2;
  }
  const outFlag = args.indexOf('--out');
  const chosen = outFlag >= 0 ? args[outFlag + 1] : undefined;
  const out = path.resolve(chosen ?? `backups/venues-${stamp(new Date())}.tar.gz`);
  const result = await backup(env, out);
  const size = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `${result.out}: ${size} MB, ${result.live ? 'taken from the running app' : 'the app was not running'}`,
  );
  console.log(
    `Bring it back into an empty data folder with: npm start -- --restore ${path.relative(process.cwd(), result.out)}`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
