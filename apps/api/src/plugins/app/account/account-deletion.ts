import type { FastifyInstance } from 'fastify';
import type { AccountDeletionPreview } from '@venues/contracts/account-data';
import { RECENT_SIGN_IN_MINUTES } from '@venues/contracts/account-rules';
import { isEntitled, isPaidSelfServicePlan } from '@venues/contracts/plans';
import type { Caller } from '../auth';
import { HttpError } from '../http-error';
import { person, recordActivity } from '../activity/activity-log';
import { createSessionRevocationsRepository } from '../sessions/session-revocations';
import { createAccountDeletionRepository } from './account-deletion-repository';
import { IDENTITY_DELETE_JOB } from './account-jobs';

/**
 * What deleting an account would do to each of the person's venues, and the deletion itself (decision
 * 0041): one transaction under the venues' locks, then the sessions' mark and the identity provider's job.
 */
export function createAccountDeletion(app: FastifyInstance) {
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
    const runningToPeriodEnd: { id: string; placeId: string }[] = [];
    const customer = await app.billingRepository.customerOfUser(uid);
    if (customer) {
      const view = await app.billingRepository.customerView(customer);
      for (const subscription of view.subscriptions) {
        if (!isEntitled(subscription.status)) continue;
        const row = await app.billingRepository.subscriptionById(subscription.id);
        if (row && (await app.billing.provider.cancelAtPeriodEnd(row)) === 'runs-to-period-end')
          runningToPeriodEnd.push({ id: row.id, placeId: row.placeId });
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
      // A plan paid for a venue that keeps its team runs to the period's end, as the provider bills it.
      const staying = new Set(
        venues.filter((venue) => venue.fate === 'leaving').map((venue) => venue.placeId),
      );
      await repository.removeUser(
        uid,
        runningToPeriodEnd.filter((subscription) => staying.has(subscription.placeId)).map(({ id }) => id),
      );
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

  return { preview, deleteAccount };
}
