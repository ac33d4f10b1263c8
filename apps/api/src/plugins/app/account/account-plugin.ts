import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { DATA_EXPORT_KEPT_DAYS, RECENT_SIGN_IN_MINUTES } from '@venues/contracts/account-rules';
import type { AccountDeletionPreview, DataExport } from '@venues/contracts/account-data';
import { isEntitled, isPaidSelfServicePlan } from '@venues/contracts/plans';
import { keptSince } from '@venues/contracts/retention-rules';
import { publicUrl } from '../../../config/env';
import type { Caller } from '../auth';
import { HttpError } from '../http-error';
import { person, recordActivity } from '../activity/activity-log';
import { dataExportReadyMail } from '../mail/templates/account';
import { createSessionRevocationsRepository } from '../sessions/session-revocations';
import { readAccountExport } from './account-export-repository';
import { createAccountDeletionRepository } from './account-deletion-repository';
import { createDataExportsRepository, type DataExportRow } from './data-exports-repository';

export const ACCOUNT_EXPORT_JOB = 'account.export';
export const DATA_EXPORTS_RETENTION_JOB = 'account.exports-retention';
/** Deletes the identity provider's user of a deleted account; retried until the provider answers. */
export const IDENTITY_DELETE_JOB = 'account.identity-delete';

const exportPayload = z.object({ exportId: z.uuid() });
const emptyPayload = z.object({});
const identityPayload = z.object({ uid: z.string().min(1) });

declare module '../jobs/jobs-plugin' {
  interface JobSchemas {
    [ACCOUNT_EXPORT_JOB]: typeof exportPayload;
    [DATA_EXPORTS_RETENTION_JOB]: typeof emptyPayload;
    [IDENTITY_DELETE_JOB]: typeof identityPayload;
  }
}

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

  async function preview(caller: Caller): Promise<AccountDeletionPreview> {
    const venues = await createAccountDeletionRepository(app.db).venues(caller.uid);
    const plans = await Promise.all(
      venues.map(async (venue) => (venue.fate === 'closing' ? app.billing.currentPlan(venue.placeId) : null)),
    );
    return {
      blocked: venues
        .filter((venue) => venue.fate === 'blocked')
        .map((venue) => ({ place_id: venue.placeId, name: venue.name, people: venue.people })),
      closing: venues.flatMap((venue, index) => {
        if (venue.fate !== 'closing') return [];
        const plan = plans[index] ?? null;
        return [
          { place_id: venue.placeId, name: venue.name, paid_plan: isPaidSelfServicePlan(plan) ? plan : null },
        ];
      }),
      leaving: venues
        .filter((venue) => venue.fate === 'leaving')
        .map((venue) => ({ place_id: venue.placeId, name: venue.name, role: venue.role })),
      staff: caller.isAdmin,
    };
  }

  const lastOwner = () =>
    new HttpError(
      409,
      'account/last-owner',
      'You are the last owner of a venue that has other people: make someone else owner first.',
    );

  async function deleteAccount(caller: Caller, signedInAt: number) {
    const { uid } = caller;
    if (caller.isAdmin)
      throw new HttpError(
        403,
        'account/staff',
        "Staff accounts are closed by the provider's administrators.",
      );
    if (Date.now() - signedInAt > RECENT_SIGN_IN_MINUTES * 60_000)
      throw new HttpError(
        401,
        'auth/recent-sign-in-required',
        'Sign in again (your password, or Google) to delete your account.',
      );
    const before = await createAccountDeletionRepository(app.db).venues(uid);
    if (before.some((venue) => venue.fate === 'blocked')) throw lastOwner();

    // Renewals stop at the provider first: if it refuses, nothing here has changed yet.
    const customer = await app.billingRepository.customerOfUser(uid);
    if (customer) {
      const view = await app.billingRepository.customerView(customer);
      for (const subscription of view.subscriptions) {
        if (!isEntitled(subscription.status)) continue;
        const row = await app.billingRepository.subscriptionById(subscription.id);
        if (row) await app.billing.provider.cancelAtPeriodEnd(row);
      }
    }

    const outcome = await app.db.transaction(async (tx) => {
      const repository = createAccountDeletionRepository(tx);
      await repository.lockVenues(uid);
      const venues = await repository.venues(uid);
      if (venues.some((venue) => venue.fate === 'blocked')) throw lastOwner();
      const now = new Date();
      for (const venue of venues) {
        if (venue.fate === 'closing') await repository.closeVenue(venue.placeId, now);
        await recordActivity(tx, {
          placeId: venue.placeId,
          actor: person(uid),
          action: 'team.left',
          subject: { type: 'person', id: uid },
          details: { role: venue.role, via: 'account-deleted' },
          at: now,
        });
      }
      const email = await repository.email(uid);
      await repository.removeClaims(
        uid,
        venues.filter((venue) => venue.fate === 'leaving').map((venue) => venue.placeId),
      );
      await repository.unlinkActivity(uid, email);
      await repository.removeMailsAndInvitations(email);
      await repository.removeUser(uid);
      await createSessionRevocationsRepository(tx).revoke(uid, true);
      await app.jobs.enqueue(IDENTITY_DELETE_JOB, { uid }, { tx, maxAttempts: 10 });
      return {
        venuesClosed: venues.filter((venue) => venue.fate === 'closing').length,
        venuesLeft: venues.filter((venue) => venue.fate === 'leaving').length,
      };
    });
    // This replica refuses the old tokens at once; the others read the mark within their poll.
    await app.sessions.end(uid, true);
    return outcome;
  }

  return {
    async requestExport(uid) {
      const latest = await exportsRepository.latest(uid, new Date());
      if (latest?.status === 'preparing') return toWire(latest);
      const row = await exportsRepository.create(uid);
      await app.jobs.enqueue(ACCOUNT_EXPORT_JOB, { exportId: row.id }, { maxAttempts: EXPORT_ATTEMPTS });
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
    preview,
    deleteAccount,
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
