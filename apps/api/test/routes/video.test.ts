import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewsResponseSchema } from '@venues/contracts/dashboard';
import { reviewers, reviews } from '../../src/db/schema';
import { createUrlSigner } from '../../src/plugins/app/media/signed-urls';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace, subscribe } from '../helpers/fixtures';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

describe('review videos', () => {
  let t: TestApp;
  let stranger: TestUser;

  /** A venue of a new owner (one billing customer per user) on the given plan. */
  async function venueOnPlan(plan: 'free' | 'starter') {
    const user = await createTestUser();
    const place = await insertPlace(t.app);
    await insertClaim(t.app, user, place.id, 'approved');
    const [reviewer] = await t.app.db.insert(reviewers).values({ displayName: 'Viewer' }).returning();
    const [review] = await t.app.db
      .insert(reviews)
      .values({
        placeId: place.id,
        reviewerId: reviewer!.id,
        title: 'T',
        description: 'D',
        videoKey: 'demo/demo-videos/clip-4.mp4',
      })
      .returning();
    const [noVideo] = await t.app.db
      .insert(reviews)
      .values({ placeId: place.id, reviewerId: reviewer!.id, title: 'T', description: 'D', videoKey: null })
      .returning();
    await subscribe(t.app, user, place.id, plan);
    return { owner: user, placeId: place.id, reviewId: review!.id, noVideoId: noVideo!.id };
  }

  const urlsOf = async (user: TestUser, placeId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/places/${placeId}/reviews`,
      headers: bearer(user.token),
    });
    return reviewsResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    stranger = await createTestUser();
  });
  afterAll(() => t.close());

  it('streams with Range support through the signed URL, without a token', async () => {
    const venue = await venueOnPlan('starter');
    const { owner } = venue;
    const review = (await urlsOf(owner, venue.placeId)).find((r) => r.id === venue.reviewId)!;
    const full = await t.app.inject({ method: 'GET', url: review.video_url! });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/mp4');
    expect(full.headers['content-disposition']).toBeUndefined();
    const part = await t.app.inject({
      method: 'GET',
      url: review.video_url!,
      headers: { range: 'bytes=0-99' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
  });

  it('lists the same media URLs again, which the browser keeps no longer than they are valid', async () => {
    const venue = await venueOnPlan('starter');
    const first = (await urlsOf(venue.owner, venue.placeId)).find((r) => r.id === venue.reviewId)!;
    const again = (await urlsOf(venue.owner, venue.placeId)).find((r) => r.id === venue.reviewId)!;
    expect(again.video_url).toBe(first.video_url);
    const asked = Math.floor(Date.now() / 1000);
    const response = await t.app.inject({ method: 'GET', url: first.video_url! });
    const maxAge = Number(/private, max-age=(\d+)/.exec(response.headers['cache-control'] as string)?.[1]);
    const expires = Number(new URL(first.video_url!, 'http://x').searchParams.get('expires'));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(Math.min(3600, expires - asked));
  });

  it('downloads as review-video.mp4 on a paid plan', async () => {
    const venue = await venueOnPlan('starter');
    const { owner } = venue;
    const review = (await urlsOf(owner, venue.placeId)).find((r) => r.id === venue.reviewId)!;
    const response = await t.app.inject({ method: 'GET', url: review.download_url! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename=review-video.mp4');
  });

  it('refuses the download on the free plan, but still plays', async () => {
    const venue = await venueOnPlan('free');
    const { owner } = venue;
    const review = (await urlsOf(owner, venue.placeId)).find((r) => r.id === venue.reviewId)!;
    const download = await t.app.inject({ method: 'GET', url: review.download_url! });
    expect(download.statusCode).toBe(403);
    expect(download.json().error.code).toBe('billing/plan-required');
    const withToken = await t.app.inject({
      method: 'GET',
      url: `/api/places/${venue.placeId}/reviews/${venue.reviewId}/video?download=1`,
      headers: bearer(owner.token),
    });
    expect(withToken.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: review.video_url! })).statusCode).toBe(200);
  });

  it('refuses a tampered, re-targeted or expired signature', async () => {
    const venue = await venueOnPlan('starter');
    const { owner } = venue;
    const review = (await urlsOf(owner, venue.placeId)).find((r) => r.id === venue.reviewId)!;
    const tampered = review.video_url!.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await t.app.inject({ method: 'GET', url: tampered })).json().error.code).toBe(
      'media/bad-signature',
    );
    // The playing URL's signature does not authorize the attachment.
    const upgraded = `${review.video_url!}&download=1`;
    expect((await t.app.inject({ method: 'GET', url: upgraded })).statusCode).toBe(403);
    const past = createUrlSigner(t.env.MEDIA_SIGNING_SECRET, 60, () => Date.now() - 7_200_000);
    const expired = past.mediaUrl({
      placeId: venue.placeId,
      reviewId: venue.reviewId,
      kind: 'video',
      download: false,
    });
    expect((await t.app.inject({ method: 'GET', url: expired })).json().error.code).toBe('media/expired');
  });

  it('without a signature needs a token with access', async () => {
    const venue = await venueOnPlan('starter');
    const { owner } = venue;
    const url = `/api/places/${venue.placeId}/reviews/${venue.reviewId}/video`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(owner.token) })).statusCode).toBe(200);
  });

  it('answers 404 for a review without video or of another place, and 400 for bad ids', async () => {
    const venue = await venueOnPlan('starter');
    const other = await venueOnPlan('starter');
    const { owner } = venue;
    const base = `/api/places/${venue.placeId}/reviews`;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${base}/${venue.noVideoId}/video`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${base}/${other.reviewId}/video`,
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/nope/video`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(400);
  });
});
