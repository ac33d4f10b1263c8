import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewersResponseSchema, statsResponseSchema } from '@venues/contracts/dashboard';
import { reviewsPageResponseSchema } from '@venues/contracts/review-filters';
import { reviewers, reviews, visits } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

const DAY = 86_400_000;

describe('the venue data of the dashboard', () => {
  let t: TestApp;
  let owner: TestUser;
  let otherOwner: TestUser;
  let pendingClaimant: TestUser;
  let admin: TestUser;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, otherOwner, pendingClaimant, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
    const place = await insertPlace(t.app);
    const elsewhere = await insertPlace(t.app);
    placeId = place.id;
    await insertClaim(t.app, owner, place.id, 'approved');
    await insertClaim(t.app, pendingClaimant, place.id, 'pending');
    await insertClaim(t.app, otherOwner, elsewhere.id, 'approved');

    const now = Date.now();
    const [a, b, c] = await t.app.db
      .insert(reviewers)
      .values([{ displayName: 'Regular' }, { displayName: 'Newcomer' }, { displayName: 'Lapsed' }])
      .returning();
    await t.app.db.insert(visits).values([
      // Regular: first came 40 days ago, back 5 days ago -> returning.
      { placeId, reviewerId: a!.id, estimatedSpendCents: 3000, visitedAt: new Date(now - 40 * DAY) },
      { placeId, reviewerId: a!.id, estimatedSpendCents: 4000, visitedAt: new Date(now - 5 * DAY) },
      // Newcomer: two visits inside the window -> new.
      { placeId, reviewerId: b!.id, estimatedSpendCents: 2500, visitedAt: new Date(now - 3 * DAY) },
      { placeId, reviewerId: b!.id, estimatedSpendCents: 1500, visitedAt: new Date(now - 1 * DAY) },
      // Lapsed: only before the window -> not counted.
      { placeId, reviewerId: c!.id, estimatedSpendCents: 9900, visitedAt: new Date(now - 50 * DAY) },
    ]);
    const sameInstant = new Date(now - 2 * DAY);
    await t.app.db.insert(reviews).values(
      Array.from({ length: 25 }, (_, i) => ({
        placeId,
        reviewerId: a!.id,
        title: `Review ${i}`,
        description: 'Nice',
        // Ten share one timestamp: the id must break the tie for stable pages.
        createdAt: i < 10 ? sameInstant : new Date(now - (i + 40) * DAY),
        videoKey: 'demo/demo-videos/clip-1.mp4',
        ratingOverall: 4,
      })),
    );
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const routes = () => [
    `/api/places/stats?id=${placeId}`,
    `/api/places/reviewers?id=${placeId}`,
    `/api/places/missions?id=${placeId}`,
    `/api/places/${placeId}/reviews?take=10`,
  ];

  it('lets the owner and staff read, refuses another owner and a pending claimant, and needs a token', async () => {
    for (const url of routes()) {
      expect((await get(url, owner.token)).statusCode, url).toBe(200);
      expect((await get(url, admin.token)).statusCode, url).toBe(200);
      for (const token of [otherOwner.token, pendingClaimant.token]) {
        const response = await get(url, token);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual({
          error: { code: 'auth/forbidden', message: 'You need a role on this place.' },
        });
      }
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
  });

  it('answers 400 to a bad id, cursor, sort or take', async () => {
    const bad = [
      '/api/places/stats?id=nope',
      '/api/places/stats',
      '/api/places/missions?id=123',
      '/api/places/reviewers?id=nope',
      `/api/places/reviewers?id=${placeId}&status=old`,
      `/api/places/${placeId}/reviews?cursor=abc`,
      `/api/places/${placeId}/reviews?sort=best`,
      `/api/places/${placeId}/reviews?take=0`,
      `/api/places/${placeId}/reviews?take=51`,
      '/api/places/not-a-uuid/reviews',
    ];
    for (const url of bad) {
      const response = await get(url, owner.token);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('validation/invalid-input');
    }
  });

  it('aggregates the 30-day summary', async () => {
    const { data } = statsResponseSchema.parse(
      (await get(`/api/places/stats?id=${placeId}`, owner.token)).json(),
    );
    expect(data).toEqual({
      total_reviews: 25,
      reviews_30d: 10,
      estimated_value_30d: 4000 + 2500 + 1500,
      visits_30d: 3,
      new_customers_30d: 1,
      returning_customers_30d: 1,
    });
  });

  it('lists the recent customers as new or returning', async () => {
    const all = reviewersResponseSchema.parse(
      (await get(`/api/places/reviewers?id=${placeId}`, owner.token)).json(),
    );
    expect(all.data.map((r) => [r.display_name, r.status, r.visits_30d])).toEqual([
      ['Newcomer', 'new', 2],
      ['Regular', 'returning', 1],
    ]);
    const onlyNew = reviewersResponseSchema.parse(
      (await get(`/api/places/reviewers?id=${placeId}&status=new`, owner.token)).json(),
    );
    expect(onlyNew.data.map((r) => r.display_name)).toEqual(['Newcomer']);
  });

  it('pages reviews newest first with no overlap, even on equal timestamps', async () => {
    const page = async (cursor: string | null) =>
      reviewsPageResponseSchema.parse(
        (
          await get(`/api/places/${placeId}/reviews?take=10${cursor ? `&cursor=${cursor}` : ''}`, owner.token)
        ).json(),
      );
    const one = await page(null);
    const two = await page(one.next_cursor);
    const three = await page(two.next_cursor);
    expect(three.next_cursor).toBeNull();
    const [first, second, third] = [one.data, two.data, three.data];
    const ids = [...first, ...second, ...third].map((r) => r.id);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    const times = [...first, ...second, ...third].map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first[0]).toMatchObject({
      video_url: expect.stringContaining('/video?'),
      rating: { overall: 4, food: null },
    });
  });
});
