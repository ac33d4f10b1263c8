import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewsResponseSchema, statsResponseSchema } from '@venues/contracts/dashboard';
import {
  adminReviewReportsResponseSchema,
  resolveReportResponseSchema,
  reviewReportResponseSchema,
} from '@venues/contracts/review-reports';
import { reviewers, reviews } from '../../src/db/schema';
import { assetsDir, reviewMediaKeys } from '../../src/plugins/app/media/media-store';
import { tempDataDir } from '../helpers/capture';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

type Review = { id: string; placeId: string; media: { video: string; poster: string } };

describe('reporting a review and moderating it', () => {
  let t: TestApp;
  let owner: TestUser;
  let otherOwner: TestUser;
  let pendingClaimant: TestUser;
  let admin: TestUser;
  let placeId: string;
  let elsewhereId: string;
  let reviewerId: string;
  let abusive: Review;
  let fair: Review;

  /** A published review whose video and poster are real files in the media store. */
  const insertReview = async (place: string, title: string): Promise<Review> => {
    const [review] = await t.app.db
      .insert(reviews)
      .values({ placeId: place, reviewerId, title, description: 'Seen at table 4', ratingOverall: 1 })
      .returning();
    const keys = reviewMediaKeys(place, review!.id);
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'venues-report-'));
    for (const [file, key, type] of [
      ['clip-1.mp4', keys.video, 'video/mp4'],
      ['clip-1.jpg', keys.poster, 'image/jpeg'],
    ] as const) {
      const copy = path.join(scratch, file);
      await copyFile(path.join(assetsDir, 'demo-videos', file), copy);
      await t.app.mediaStore.put(key, copy, type);
    }
    await t.app.db
      .update(reviews)
      .set({ videoKey: keys.video, posterKey: keys.poster })
      .where(eq(reviews.id, review!.id));
    return { id: review!.id, placeId: place, media: keys };
  };

  const report = (user: TestUser | null, review: Pick<Review, 'id'>, body: object, place = placeId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/places/${place}/reviews/${review.id}/reports`,
      headers: user ? bearer(user.token) : {},
      payload: body,
    });
  const openReports = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/review-reports',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    return adminReviewReportsResponseSchema.parse(response.json()).data;
  };
  const resolve = (user: TestUser | null, reportId: string, action: 'hide' | 'dismiss', body?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/review-reports/${reportId}/${action}`,
      headers: user ? bearer(user.token) : {},
      ...(body ? { payload: body } : {}),
    });
  const listedReviewIds = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/places/${placeId}/reviews`,
      headers: bearer(owner.token),
    });
    return reviewsResponseSchema.parse(response.json()).data.map((review) => review.id);
  };
  const totalReviews = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/places/stats?id=${placeId}`,
      headers: bearer(owner.token),
    });
    return statsResponseSchema.parse(response.json()).data.total_reviews;
  };
  const reportIdOf = async (user: TestUser, review: Review) => {
    const response = await report(user, review, { reason: 'spam' });
    expect(response.statusCode, response.body).toBe(201);
    return reviewReportResponseSchema.parse(response.json()).data.id;
  };

  beforeAll(async () => {
    // STATS_CACHE_SECONDS=0: the stats are read before and after a hide in the same minute.
    t = await createTestApp({ JOBS_POLL_MS: '0', DATA_DIR: tempDataDir(), STATS_CACHE_SECONDS: '0' });
    [owner, otherOwner, pendingClaimant, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
    placeId = (await insertPlace(t.app, { name: 'Pizzeria Segnalata' })).id;
    elsewhereId = (await insertPlace(t.app)).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertClaim(t.app, pendingClaimant, placeId, 'pending');
    await insertClaim(t.app, otherOwner, elsewhereId, 'approved');
    const [reviewer] = await t.app.db.insert(reviewers).values({ displayName: 'Troll' }).returning();
    reviewerId = reviewer!.id;
    abusive = await insertReview(placeId, 'Terrible people');
    fair = await insertReview(placeId, 'A bit slow');
  });
  afterAll(() => t.close());

  it('lets only an owner of the venue report a review, once', async () => {
    const body = { reason: 'offensive', note: 'Insults the waiter by name' };
    for (const [user, status] of [
      [null, 401],
      [otherOwner, 403],
      [pendingClaimant, 403],
      [admin, 403],
    ] as const) {
      const response = await report(user, abusive, body);
      expect(response.statusCode, user?.email ?? 'no token').toBe(status);
    }
    expect(await openReports()).toEqual([]);

    const created = await report(owner, abusive, body);
    expect(created.statusCode).toBe(201);
    const { id } = reviewReportResponseSchema.parse(created.json()).data;
    expect((await openReports()).map((r) => r.id)).toEqual([id]);

    const again = await report(owner, abusive, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('reviews/already-reported');
    expect(await openReports()).toHaveLength(1);
  });

  it('answers 404 to a review that is not a visible review of this venue, and 400 to a bad reason', async () => {
    const foreign = await insertReview(elsewhereId, 'Elsewhere');
    for (const review of [{ id: randomUUID() }, foreign]) {
      const response = await report(owner, review, { reason: 'spam' });
      expect(response.statusCode, review.id).toBe(404);
      expect(response.json().error.code, review.id).toBe('not-found');
    }
    const bad = await report(owner, fair, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('reason');
    const tooLong = await report(owner, fair, { reason: 'other', note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.note).toEqual(['maxLength:500']);
  });

  it('keeps the moderation routes to staff', async () => {
    const [open] = await openReports();
    for (const [user, status, code] of [
      [null, 401, 'auth/missing-token'],
      [owner, 403, 'auth/admin-only'],
    ] as const) {
      const headers = user ? bearer(user.token) : {};
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/review-reports', headers });
      const hide = await resolve(user, open!.id, 'hide', { reason: 'Abusive language' });
      const dismiss = await resolve(user, open!.id, 'dismiss');
      for (const response of [list, hide, dismiss]) {
        expect(response.statusCode).toBe(status);
        expect(response.json().error.code).toBe(code);
      }
    }
    expect((await openReports()).map((r) => r.id)).toEqual([open!.id]);
    expect(await listedReviewIds()).toContain(abusive.id);
  });

  it('shows staff the report with the venue, the reporter and playable media', async () => {
    const [open] = await openReports();
    expect(open).toMatchObject({
      reason: 'offensive',
      note: 'Insults the waiter by name',
      reporter_email: owner.email,
      place: { id: placeId, name: 'Pizzeria Segnalata' },
      review: {
        id: abusive.id,
        title: 'Terrible people',
        description: 'Seen at table 4',
        display_name: 'Troll',
        rating_overall: 1,
      },
    });
    const video = await t.app.inject({ method: 'GET', url: open!.review.video_url! });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const poster = await t.app.inject({ method: 'GET', url: open!.review.poster_url! });
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('hides a reported review: it leaves the dashboard and the stats, and loses its media', async () => {
    const [open] = await openReports();
    const videoUrl = open!.review.video_url!;
    for (const reason of ['', '  ', 'ab']) {
      const response = await resolve(admin, open!.id, 'hide', { reason });
      expect(response.statusCode, JSON.stringify(reason)).toBe(400);
      expect(response.json().error.fields, JSON.stringify(reason)).toHaveProperty('reason');
    }
    expect(await listedReviewIds()).toContain(abusive.id);
    expect(await totalReviews()).toBe(2);

    const hidden = await resolve(admin, open!.id, 'hide', { reason: 'Abusive language' });
    expect(hidden.statusCode).toBe(200);
    expect(resolveReportResponseSchema.parse(hidden.json()).data).toEqual({
      id: open!.id,
      resolution: 'hidden',
    });

    expect(await listedReviewIds()).toEqual([fair.id]);
    expect(await totalReviews()).toBe(1);
    expect(await t.app.mediaStore.exists(abusive.media.video)).toBe(false);
    expect(await t.app.mediaStore.exists(abusive.media.poster)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: videoUrl })).statusCode).toBe(404);
    expect(await openReports()).toEqual([]);
    // A hidden review cannot be reported again.
    expect((await report(owner, abusive, { reason: 'spam' })).statusCode).toBe(404);

    const again = await resolve(admin, open!.id, 'hide', { reason: 'Abusive language' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('not-found');
  });

  it('dismisses a report: the review and its media stay', async () => {
    const reportId = await reportIdOf(owner, fair);
    expect((await openReports()).map((r) => r.id)).toEqual([reportId]);

    const dismissed = await resolve(admin, reportId, 'dismiss');
    expect(dismissed.statusCode).toBe(200);
    expect(resolveReportResponseSchema.parse(dismissed.json()).data).toEqual({
      id: reportId,
      resolution: 'dismissed',
    });
    expect(await openReports()).toEqual([]);
    expect(await listedReviewIds()).toEqual([fair.id]);
    expect(await totalReviews()).toBe(1);
    expect(await t.app.mediaStore.exists(fair.media.video)).toBe(true);
    expect(await t.app.mediaStore.exists(fair.media.poster)).toBe(true);

    expect((await resolve(admin, reportId, 'dismiss')).statusCode).toBe(404);
    expect((await resolve(admin, reportId, 'hide', { reason: 'Changed my mind' })).statusCode).toBe(404);
    // Once the report is closed, the owner may report the review again.
    expect((await report(owner, fair, { reason: 'other', note: 'It happened again' })).statusCode).toBe(201);
  });
});
