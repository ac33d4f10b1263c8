import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, rowsOf } from '../../src/db/client';
import { backupStream, RestoreRefused, restoreBackup } from '../../src/lib/backup';
import { backupTokenFile } from '../../src/routes/api/backup/index';
import { createTestApp, type TestApp } from '../helpers/test-app';

const VIDEO = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256));

describe('a backup of the embedded default', () => {
  let root: string;
  let dataDir: string;
  let archive: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'backup-test-'));
    dataDir = path.join(root, 'data');
    archive = path.join(root, 'backup.tar.gz');
    await mkdir(path.join(dataDir, 'media', 'reviews'), { recursive: true });
    await mkdir(path.join(dataDir, 'uploads'), { recursive: true });
    await writeFile(path.join(dataDir, 'media', 'reviews', 'r1.mp4'), VIDEO);
    await writeFile(path.join(dataDir, 'uploads', 'half-done'), 'part of an upload');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is taken while the database answers queries, and comes back whole into an emptied folder', async () => {
    const database = createDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    await database.db.execute(sql`
      insert into places (id, name, address)
      values ('00000000-0000-4000-8000-0000000000b1', 'Trattoria Backup', 'Via Copia 1, Genova')`);
    // Writes still under way when the copy is asked for finish first, and are in it.
    const writes = Array.from({ length: 20 }, (_, i) =>
      database.db
        .execute(sql`insert into users (uid, email) values (${`u-${i}`}, ${`u${i}@x.test`})`)
        .then(() => undefined),
    );
    const copy = backupStream({ dump: () => database.dump!(), dataDir });
    await Promise.all(writes);
    await pipeline(await copy, createWriteStream(archive));
    await database.close();

    await rm(dataDir, { recursive: true, force: true });
    await restoreBackup({ file: archive, dataDir });

    const restored = createDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      await restored.migrate();
      const places = rowsOf(await restored.db.execute(sql`select name from places`));
      expect(places).toEqual([{ name: 'Trattoria Backup' }]);
      const users = rowsOf(await restored.db.execute(sql`select count(*)::int as n from users`));
      expect(users).toEqual([{ n: 20 }]);
    } finally {
      await restored.close();
    }
    expect((await readFile(path.join(dataDir, 'media', 'reviews', 'r1.mp4'))).equals(VIDEO)).toBe(true);
    expect(await readFile(path.join(dataDir, 'uploads', 'half-done'), 'utf8')).toBe('part of an upload');
    // Three databases open, migrate and copy: on a loaded 2-core machine that takes more than the default.
  }, 180_000);

  it('refuses a data folder that already holds a database, and a file that is not a backup', async () => {
    await expect(restoreBackup({ file: archive, dataDir })).rejects.toBeInstanceOf(RestoreRefused);
    const other = path.join(root, 'other');
    const notABackup = path.join(root, 'not-a-backup.tar.gz');
    await writeFile(notABackup, 'hello');
    await expect(restoreBackup({ file: notABackup, dataDir: other })).rejects.toThrow();
  });
});

describe('POST /api/backup', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'backup-route-'));
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (authorization: string | undefined, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/backup',
      remoteAddress,
      headers: authorization ? { authorization } : {},
    });

  it.runIf(!process.env.DATABASE_URL)(
    'answers the archive only on this machine and with the secret of the data folder',
    async () => {
      const token = (await readFile(backupTokenFile(dataDir), 'utf8')).trim();
      expect((await post(undefined)).statusCode).toBe(404);
      expect((await post('Bearer wrong')).statusCode).toBe(404);
      expect((await post(`Bearer ${token}`, '203.0.113.7')).statusCode).toBe(404);
      const response = await post(`Bearer ${token}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/gzip');
      // A gzip stream starts with its magic bytes.
      expect(response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    },
  );

  it.runIf(!!process.env.DATABASE_URL)(
    'does not exist on a server PostgreSQL, which pg_dump backs up',
    async () => {
      expect((await post('Bearer anything')).statusCode).toBe(404);
    },
  );
});
