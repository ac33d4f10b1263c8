import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goesAtOnce, keptSince, retentionKinds, type RetentionKind } from '@venues/contracts/retention-rules';
import {
  activityLog,
  dataExports,
  jobs,
  mailOutbox,
  reviewers,
  reviews,
  sessionRevocations,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../src/db/schema';
import { reviewMediaKeys } from '../../src/plugins/app/media/media-store';
import { retentionJobs } from '../../src/plugins/app/retention-plugin';
import { tempDataDir } from '../helpers/capture';
import { insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser } from '../helpers/users';

const HOUR = 3_600_000;

describe('the retention table, line by line', () => {
  let t: TestApp;
  let placeId: string;
  let reviewerId: string;
  /** Just past the line's retention, and just within it. */
  let old: Date;
  let young: Date;

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    placeId = (await insertPlace(t.app, { name: 'Osteria della Memoria' })).id;
    const [reviewer] = await t.app.db
      .insert(reviewers)
      .values({ displayName: 'Anna B.', guestUid: 'retention-guest' })
      .returning();
    reviewerId = reviewer!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const dates = (kind: RetentionKind) => {
    const since = keptSince(kind, new Date()).getTime();
    old = new Date(since - HOUR);
    young = new Date(since + HOUR);
  };
  const runJobOf = async (kind: RetentionKind) => {
    const job = retentionJobs[kind];
    if (job === null) throw new Error(`${kind} has no job`);
    await t.app.jobs.enqueue(job, {});
    await t.app.jobs.runDue();
  };
  const insertReview = async (values: Partial<typeof reviews.$inferInsert>) => {
    const [row] = await t.app.db
      .insert(reviews)
      .values({ placeId, reviewerId, title: 'Prova', description: '', ...values })
      .returning();
    return row!;
  };
  const reviewsLeft = async (ids: string[]) =>
    t.app.db
      .select({ id: reviews.id, status: reviews.status, failureReason: reviews.failureReason })
      .from(reviews)
      .where(inArray(reviews.id, ids));

  const lines: Record<RetentionKind, () => Promise<void>> = {
    async unfinishedUploads() {
      const stale = await insertReview({ status: 'uploading', updatedAt: old });
      const fresh = await insertReview({ status: 'uploading', updatedAt: young });
      await runJobOf('unfinishedUploads');
      const left = await reviewsLeft([stale.id, fresh.id]);
      expect(left.find((row) => row.id === stale.id)).toMatchObject({
        status: 'failed',
        failureReason: 'upload-expired',
      });
      expect(left.find((row) => row.id === fresh.id)).toMatchObject({ status: 'uploading' });
    },

    async failedReviews() {
      const stale = await insertReview({ status: 'failed', failureReason: 'too-short', updatedAt: old });
      const fresh = await insertReview({ status: 'failed', failureReason: 'too-short', updatedAt: young });
      await runJobOf('failedReviews');
      expect((await reviewsLeft([stale.id, fresh.id])).map((row) => row.id)).toEqual([fresh.id]);
    },

    async withdrawnMedia() {
      // Goes with the withdrawal itself: the files are gone when the guest's request answers.
      const review = await insertReview({ status: 'published', publishedAt: new Date() });
      const keys = reviewMediaKeys(placeId, review.id);
      const folder = tempDataDir();
      for (const [key, file] of [
        [keys.video, 'video.mp4'],
        [keys.poster, 'poster.jpg'],
      ] as const) {
        const source = path.join(folder, file);
        writeFileSync(source, 'bytes');
        await t.app.mediaStore.put(key, source, file.endsWith('mp4') ? 'video/mp4' : 'image/jpeg');
      }
      await t.app.db
        .update(reviews)
        .set({ videoKey: keys.video, posterKey: keys.poster })
        .where(eq(reviews.id, review.id));
      const query = t.app.urlSigner.withdrawQuery(review.id).toString();
      const response = await t.app.inject({ method: 'DELETE', url: `/api/capture/withdraw?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(await t.app.mediaStore.exists(keys.video)).toBe(false);
      expect(await t.app.mediaStore.exists(keys.poster)).toBe(false);
      expect(await reviewsLeft([review.id])).toEqual([]);
    },

    async webhookLog() {
      const [endpoint] = await t.app.db
        .insert(webhookEndpoints)
        .values({ placeId, url: 'https://example.com/hook', events: ['review.published'], secret: 's' })
        .returning();
      const row = (createdAt: Date, status = 'succeeded') => ({
        endpointId: endpoint!.id,
        eventId: crypto.randomUUID(),
        eventType: 'review.published',
        payload: {},
        status,
        createdAt,
      });
      await t.app.db.insert(webhookDeliveries).values([row(old), row(young), row(old, 'pending')]);
      await runJobOf('webhookLog');
      const left = await t.app.db
        .select({ createdAt: webhookDeliveries.createdAt, status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint!.id));
      // A delivery still being retried stays whatever its age: its retries end it within a day.
      expect(left.map((delivery) => delivery.status).sort()).toEqual(['pending', 'succeeded']);
      expect(left.find((delivery) => delivery.status === 'succeeded')!.createdAt).toEqual(young);
    },

    async mailOutbox() {
      const mail = (to: string, createdAt: Date) => ({ to, subject: 'Ciao', text: 'Ciao', createdAt });
      await t.app.db
        .insert(mailOutbox)
        .values([mail('old@example.com', old), mail('young@example.com', young)]);
      await runJobOf('mailOutbox');
      const left = await t.app.db
        .select({ to: mailOutbox.to })
        .from(mailOutbox)
        .where(inArray(mailOutbox.to, ['old@example.com', 'young@example.com']));
      expect(left).toEqual([{ to: 'young@example.com' }]);
    },

    async finishedJobs() {
      const job = (name: string, status: 'done' | 'failed' | 'queued', finishedAt: Date | null) => ({
        name,
        status,
        finishedAt,
        runAt: new Date(Date.now() + 365 * 24 * HOUR),
      });
      await t.app.db
        .insert(jobs)
        .values([
          job('test.old-done', 'done', old),
          job('test.old-failed', 'failed', old),
          job('test.young-done', 'done', young),
          job('test.waiting', 'queued', null),
        ]);
      await runJobOf('finishedJobs');
      const left = await t.app.db
        .select({ name: jobs.name })
        .from(jobs)
        .where(inArray(jobs.name, ['test.old-done', 'test.old-failed', 'test.young-done', 'test.waiting']));
      expect(left.map((row) => row.name).sort()).toEqual(['test.waiting', 'test.young-done']);
    },

    async activityLog() {
      const entry = (createdAt: Date, action: string) => ({
        placeId,
        actorKind: 'staff' as const,
        kind: 'team' as const,
        action,
        createdAt,
      });
      await t.app.db.insert(activityLog).values([entry(old, 'test.old'), entry(young, 'test.young')]);
      await runJobOf('activityLog');
      const left = await t.app.db
        .select({ action: activityLog.action })
        .from(activityLog)
        .where(inArray(activityLog.action, ['test.old', 'test.young']));
      expect(left).toEqual([{ action: 'test.young' }]);
    },

    async sessionMarks() {
      const { revocations } = t.app.sessions;
      await t.app.db.insert(sessionRevocations).values([
        { uid: 'marked-long-ago', revokedAt: old },
        { uid: 'marked-lately', revokedAt: young },
      ]);
      await runJobOf('sessionMarks');
      const left = await revocations.since(new Date(0));
      expect(left.has('marked-long-ago')).toBe(false);
      expect(left.has('marked-lately')).toBe(true);
    },

    async dataExports() {
      await t.app.db.insert(users).values({ uid: 'exporting-person', email: 'exporting@example.com' });
      const exported = (createdAt: Date) => ({
        userUid: 'exporting-person',
        status: 'ready',
        content: '{}',
        createdAt,
        expiresAt: new Date(createdAt.getTime() + 7 * 24 * HOUR),
      });
      const [stale, fresh] = await t.app.db
        .insert(dataExports)
        .values([exported(old), exported(young)])
        .returning({ id: dataExports.id });
      await runJobOf('dataExports');
      const left = await t.app.db
        .select({ id: dataExports.id })
        .from(dataExports)
        .where(inArray(dataExports.id, [stale!.id, fresh!.id]));
      expect(left).toEqual([{ id: fresh!.id }]);
    },

    async deletedAccounts() {
      // Goes with the deletion itself: the account's row is gone when the person's request answers.
      const person = await createTestUser();
      await t.app.inject({ method: 'GET', url: '/api/users/dashboard', headers: bearer(person.token) });
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/users/account',
        headers: bearer(person.token),
        payload: { confirm: true },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await t.app.db.select().from(users).where(eq(users.uid, person.uid))).toEqual([]);
    },
  };

  it('has a job for every line that keeps data for a period, and none for what goes at once', () => {
    for (const kind of retentionKinds) expect(retentionJobs[kind] === null, kind).toBe(goesAtOnce(kind));
  });

  it.each(retentionKinds)(
    '%s: what is older than its retention goes, what is younger stays',
    async (kind) => {
      dates(kind);
      await lines[kind]();
    },
  );
});
