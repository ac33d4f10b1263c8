import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { claimsResponseSchema } from '@venues/contracts/claims';
import { devOwnerResponseSchema } from '@venues/contracts/dev-owners';
import { publicReviewsResponseSchema } from '@venues/contracts/public-reviews';
import { reviews } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signIn } from '../helpers/users';

const makeOwner = (t: TestApp, payload: object = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/dev/owners', payload, remoteAddress });

describe('POST /api/dev/owners in local mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('makes an owner who signs in and finds an approved venue of their own, on the plan asked for', async () => {
    const response = await makeOwner(t, { plan: 'pro', reviews: 12, language: 'en' });
    expect(response.statusCode).toBe(201);
    const { data: owner } = devOwnerResponseSchema.parse(response.json());
    expect(owner).toMatchObject({ language: 'en', plan: 'pro', customer_id: expect.stringMatching(/^cus_/) });

    const token = await signIn(owner.email, owner.password);
    const claims = claimsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/places/claim', headers: bearer(token) })).json(),
    ).data;
    expect(claims.map((claim) => [claim.status, claim.restaurant.id, claim.restaurant.name])).toEqual([
      ['approved', owner.venue.id, owner.venue.name],
    ]);
    expect(await t.app.billing.currentPlan(owner.venue.id)).toBe('pro');
    const [count] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.placeId, owner.venue.id));
    expect(count?.n).toBe(12);
    // As the demo seed's reviews: some guests agreed to public display, and the wall shows them.
    const wall = await t.app.inject({ method: 'GET', url: `/api/public/venues/${owner.venue.slug}/reviews` });
    const { data: page } = publicReviewsResponseSchema.parse(wall.json());
    expect(page.venue.name).toBe(owner.venue.name);
    expect(page.reviews.length).toBeGreaterThan(0);
  });

  it('makes a different owner and venue on every call, starter and Italian by default, without reviews', async () => {
    const [first, second] = await Promise.all([makeOwner(t), makeOwner(t)]);
    const a = devOwnerResponseSchema.parse(first?.json()).data;
    const b = devOwnerResponseSchema.parse(second?.json()).data;
    expect(a).toMatchObject({ plan: 'starter', language: 'it' });
    expect(a.email).not.toBe(b.email);
    expect(a.venue.id).not.toBe(b.venue.id);
    expect(a.venue.slug).not.toBe(b.venue.slug);
    expect(a.customer_id).not.toBe(b.customer_id);
    expect(await t.app.billing.currentPlan(a.venue.id)).toBe('starter');
    const [count] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.placeId, a.venue.id));
    expect(count?.n).toBe(0);
  });

  it('refuses what it cannot make', async () => {
    for (const payload of [{ plan: 'enterprise' }, { reviews: 31 }, { reviews: -1 }, { language: 'de' }]) {
      const response = await makeOwner(t, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('validation/invalid-input');
    }
  });

  it('does not exist for a client that is not this machine', async () => {
    expect((await makeOwner(t, {}, '192.168.1.20')).statusCode).toBe(404);
  });
});

describe('POST /api/dev/owners outside local mode', () => {
  // Production refuses the Auth emulator (tested with the configuration), so it never has local mode.
  for (const [what, overrides] of [
    ['without the Auth emulator, as in production', { FIREBASE_AUTH_EMULATOR_HOST: '' }],
    ['when real mail is configured', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
  ] as const) {
    it(`does not exist ${what}`, async () => {
      const real = await createTestApp(overrides);
      try {
        expect((await makeOwner(real)).statusCode).toBe(404);
        const docs = (await real.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
          paths: Record<string, unknown>;
        }>();
        expect(Object.keys(docs.paths).filter((path) => path.startsWith('/api/dev'))).toEqual([]);
      } finally {
        await real.close();
      }
    });
  }
});
