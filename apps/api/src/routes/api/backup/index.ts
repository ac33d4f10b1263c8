import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { backupStream } from '../../../lib/backup';
import { isLocalMode, type Env } from '../../../config/env';
import { errorResponses } from '../../../plugins/app/errors';
import { isLoopback } from '../dev/index';

/** The file that holds the backup route's secret: whoever can read the data folder may back it up. */
export const backupTokenFile = (dataDir: string) => path.join(dataDir, 'backup.token');

async function backupToken(dataDir: string): Promise<string> {
  const file = backupTokenFile(dataDir);
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  await writeFile(file, token, { mode: 0o600 });
  return token;
}

/**
 * The local accounts live in the auth emulator's memory and reach the data folder only when it exports
 * them. Its hub, on the port after the emulator's as `npm start` runs it, exports them now, where the
 * emulator imports them from at its next start.
 */
async function exportLocalAccounts(env: Env, dataDir: string): Promise<boolean> {
  const port = Number(env.FIREBASE_AUTH_EMULATOR_HOST?.split(':').pop());
  if (!isLocalMode(env) || !port) return false;
  const response = await fetch(`http://127.0.0.1:${port + 1}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: path.join(dataDir, 'auth', 'export'), initiatedBy: 'backup' }),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => undefined);
  return response?.ok ?? false;
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The embedded default's backup, taken while the app runs (`npm run backup`): only from this machine, and
 * only with the secret kept in the data folder, since a proxy on this machine also connects from loopback.
 */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dump } = app.database;
  if (!dump) return;
  const dataDir = path.resolve(app.env.DATA_DIR);
  const token = await backupToken(dataDir);

  app.post(
    '/',
    {
      schema: {
        tags: ['operations'],
        summary: 'A backup of the embedded database and the data folder, as a gzipped tar',
        security: [],
        headers: z.object({ authorization: z.string().max(200).optional() }),
        response: { 200: z.unknown().describe('application/gzip'), 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!isLoopback(request.socket.remoteAddress) || !sameSecret(given, token)) return reply.callNotFound();
      if (isLocalMode(app.env) && !(await exportLocalAccounts(app.env, dataDir))) {
        request.log.warn('backup: the auth emulator did not export its accounts; the last export goes in');
      }
      const archive = await backupStream({ dump, dataDir });
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', 'attachment; filename="venues-backup.tar.gz"')
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};
