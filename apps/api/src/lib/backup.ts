import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { create, extract } from 'tar';
import { z } from 'zod';

/**
 * A backup of the embedded default is one gzipped tar: the database's data folder as PGlite dumps it, and
 * the data folder's files as they are. Folders of DATA_DIR other than these are derived or temporary.
 */
export const BACKED_UP_FOLDERS = ['media', 'uploads', 'auth'] as const;
const DATABASE_ENTRY = 'pglite.tar.gz';
const MANIFEST_ENTRY = 'backup.json';

const manifestSchema = z.object({
  format: z.literal('venues-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  folders: z.array(z.enum(BACKED_UP_FOLDERS)),
});

/**
 * The archive as a stream. The database is copied first, whole, while the app runs (its thread holds new
 * queries for the moment of the copy); the folders follow. A video stored after the copy is only an extra
 * file in the archive; a review deleted after it keeps its row in the copy and may lack its video.
 */
export async function backupStream(options: {
  dump: () => Promise<Uint8Array>;
  dataDir: string;
  now?: Date;
}): Promise<Readable> {
  const staging = await mkdtemp(path.join(tmpdir(), 'venues-backup-'));
  try {
    await writeFile(path.join(staging, DATABASE_ENTRY), await options.dump());
    const folders = BACKED_UP_FOLDERS.filter((folder) => existsSync(path.join(options.dataDir, folder)));
    for (const folder of folders)
      await symlink(path.join(options.dataDir, folder), path.join(staging, folder));
    const manifest = {
      format: 'venues-backup',
      version: 1,
      createdAt: (options.now ?? new Date()).toISOString(),
      folders,
    } satisfies z.infer<typeof manifestSchema>;
    await writeFile(path.join(staging, MANIFEST_ENTRY), JSON.stringify(manifest, null, 2));
    // follow: the folders are links in the staging folder; their contents go into the archive.
    const archive = create({ gzip: true, cwd: staging, follow: true, portable: true }, [
      MANIFEST_ENTRY,
      DATABASE_ENTRY,
      ...folders,
    ]) as unknown as Readable;
    const cleanUp = () => void rm(staging, { recursive: true, force: true });
    archive.once('end', cleanUp);
    archive.once('error', cleanUp);
    archive.once('close', cleanUp);
    return archive;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export class RestoreRefused extends Error {}

/**
 * Brings a backup back into an empty data folder: the files into their folders, and the database into
 * DATA_DIR/pglite. Refuses a folder that already holds a database, rather than mix two venues' data.
 */
export async function restoreBackup(options: {
  file: string;
  dataDir: string;
}): Promise<{ createdAt: string }> {
  const databaseDir = path.join(options.dataDir, 'pglite');
  if (existsSync(databaseDir) && (await readdir(databaseDir)).length > 0) {
    throw new RestoreRefused(`${databaseDir} already holds a database: restore into an empty data folder`);
  }
  await mkdir(options.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.dataDir, '.restore-'));
  try {
    await new Promise<void>((resolve, reject) => {
      createReadStream(options.file)
        .on('error', reject)
        .pipe(extract({ cwd: staging, strict: true }))
        .on('error', reject)
        .on('finish', resolve);
    });
    const parsed = manifestSchema.safeParse(
      JSON.parse(await readFile(path.join(staging, MANIFEST_ENTRY), 'utf8').catch(() => 'null')),
    );
    if (!parsed.success) throw new RestoreRefused(`${options.file} is not a backup of this product`);
    for (const folder of parsed.data.folders) {
      await rm(path.join(options.dataDir, folder), { recursive: true, force: true });
      await rename(path.join(staging, folder), path.join(options.dataDir, folder));
    }
    const dump = await readFile(path.join(staging, DATABASE_ENTRY));
    const database = new PGlite(databaseDir, {
      loadDataDir: new Blob([dump]),
      extensions: { pg_trgm },
    });
    await database.waitReady;
    await database.close();
    return { createdAt: parsed.data.createdAt };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
