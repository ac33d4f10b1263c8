import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DATA_EXPORT_KEPT_DAYS } from '@venues/contracts/account-rules';
import type { AccountDeletionPreview, DataExport } from '@venues/contracts/account-data';
import { keptSince } from '@venues/contracts/retention-rules';
import { publicUrl } from '../../../config/env';
import type { Caller } from '../auth';
import { dataExportReadyMail } from '../mail/templates/account';
import { readAccountExport } from './account-export-repository';
import { createAccountDeletion } from './account-deletion';
import {
  ACCOUNT_EXPORT_JOB,
  DATA_EXPORTS_RETENTION_JOB,
  emptyPayload,
  exportPayload,
  IDENTITY_DELETE_JOB,
  identityPayload,
} from './account-jobs';
import { createDataExportsRepository, type DataExportRow } from './data-exports-repository';

const DAY_MS = 86_400_000;
const EXPORT_ATTEMPTS = 3;

export type AccountRights = {
  /** Asks for a new export, or answers the one still being prepared. */
  requestExport: (uid: string) => Promise<DataExport>;
  latestExport: (uid: string) => Promise<DataExport | null>;
  /** The file of a ready export whose link is genuine and unexpired; undefined otherwise. */
  exportFile: (id: string, expires: number, signature: string) => Promise<string | undefined>;
  preview: (caller: Caller) => Promise<AccountDeletionPreview>;
  deleteAccount: (
    caller: Caller,
    signedInAt: number,
  ) => Promise<{ venuesClosed: number; venuesLeft: number }>;
};

function accountRights(app: FastifyInstance): AccountRights {
  const exportsRepository = createDataExportsRepository(app.db);
  const origin = publicUrl(app.env);

  const exportUrl = (row: DataExportRow) =>
    row.status === 'ready' && row.expiresAt
      ? `${origin}/api/data-exports/${row.id}?${app.urlSigner.dataExportQuery(row.id, row.expiresAt).toString()}`
      : null;

  const toWire = (row: DataExportRow): DataExport => ({
    id: row.id,
    status: row.status === 'ready' ? 'ready' : row.status === 'failed' ? 'failed' : 'preparing',
    requested_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    download_url: exportUrl(row),
    failure: row.failure,
  });

  app.jobs.define(
    ACCOUNT_EXPORT_JOB,
    exportPayload,
    async ({ exportId }, { isLastAttempt }) => {
      const row = await exportsRepository.find(exportId);
      if (row?.status !== 'preparing') return;
      try {
        const now = new Date();
        const content = await readAccountExport(app.db, row.userUid, now);
        if (!content) return await exportsRepository.markFailed(exportId, 'account-gone');
        const expiresAt = new Date(row.createdAt.getTime() + DATA_EXPORT_KEPT_DAYS * DAY_MS);
        await app.db.transaction(async (tx) => {
          await createDataExportsRepository(tx).markReady(
            exportId,
            JSON.stringify(content, null, 2),
            now,
            expiresAt,
          );
          const ready = { ...row, status: 'ready', expiresAt };
          const url = exportUrl(ready);
          if (content.account.email && url)
            await app.mailer.send(
              dataExportReadyMail({
                language: content.account.language,
                to: content.account.email,
                name: content.account.name,
                url,
                expiresAt,
              }),
              tx,
            );
        });
      } catch (error) {
        if (isLastAttempt) await exportsRepository.markFailed(exportId, 'failed');
        throw error;
      }
    },
    { leaseSeconds: 300 },
  );

  app.jobs.define(DATA_EXPORTS_RETENTION_JOB, emptyPayload, async () => {
    await exportsRepository.purge(keptSince('dataExports', new Date()));
  });

  app.jobs.define(IDENTITY_DELETE_JOB, identityPayload, async ({ uid }) => {
    try {
      await app.firebaseAuth.deleteUser(uid);
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  });

  return {
    async requestExport(uid) {
      const { row } = await app.db.transaction(async (tx) => {
        const made = await createDataExportsRepository(tx).create(uid);
        if (made.created)
          await app.jobs.enqueue(
            ACCOUNT_EXPORT_JOB,
            { exportId: made.row.id },
            { tx, maxAttempts: EXPORT_ATTEMPTS },
          );
        return made;
      });
      return toWire(row);
    },
    async latestExport(uid) {
      const row = await exportsRepository.latest(uid, new Date());
      return row ? toWire(row) : null;
    },
    async exportFile(id, expires, signature) {
      if (app.urlSigner.verifyDataExport(id, expires, signature) !== 'ok') return undefined;
      const row = await exportsRepository.find(id);
      if (row?.status !== 'ready' || !row.content || !row.expiresAt) return undefined;
      if (Math.floor(row.expiresAt.getTime() / 1000) !== expires) return undefined;
      return row.content;
    },
    ...createAccountDeletion(app),
  };
}

/** A venue person's rights over their own account: the download of their data and the deletion. */
export const accountPlugin = fp(
  async (app) => {
    app.decorate('account', accountRights(app));
  },
  { name: 'account', dependencies: ['auth', 'jobs', 'mail', 'billing', 'media', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    account: AccountRights;
  }
}
