import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsResponseSchema } from '@venues/contracts/claims';
import { missionsResponseSchema } from '@venues/contracts/missions';
import { demoPricesOf, seedDemo } from '../../src/seed/seed-demo';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, signIn, testAuth } from '../helpers/users';
import { DEMO_PASSWORD } from '../../src/seed/accounts';

describe('GET /api/places/claim', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db, testAuth(), demoPricesOf(t.env));
  });
  afterAll(() => t.close());

  const claimsOf = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/places/claim', headers: bearer(token) });

  it("returns the caller's claims in the wire shape, newest first", async () => {
    const response = await claimsOf(await signIn('multi@demo.test', DEMO_PASSWORD));
    expect(response.statusCode).toBe(200);
    const { data } = claimsResponseSchema.parse(response.json());
    expect(data.map((c) => c.status).sort()).toEqual(['approved', 'approved', 'pending', 'rejected']);
    expect(data.map((c) => c.created_at)).toEqual([...data.map((c) => c.created_at)].sort().reverse());
    const rejected = data.find((c) => c.status === 'rejected');
    // The demo writes a claimant's texts in the claimant's language: multi@ is English.
    expect(rejected?.rejection_reason).toBe(
      'The VAT number does not match the business registered at this address.',
    );
    expect(rejected?.restaurant.categories.length).toBeGreaterThan(0);
  });

  it("never shows another user's claims", async () => {
    const pending = claimsResponseSchema.parse(
      (await claimsOf(await signIn('pending@demo.test', DEMO_PASSWORD))).json(),
    );
    expect(pending.data).toHaveLength(1);
    expect(pending.data[0]?.restaurant.name).toBe('Gelateria Aurora');

    const stranger = await createTestUser();
    expect((await claimsOf(stranger.token)).json()).toEqual({ data: [] });
  });

  it("seeds the demo missions in the language of the venue's owner", async () => {
    const titles = async (email: string, venue: string) => {
      const token = await signIn(email, DEMO_PASSWORD);
      const claims = claimsResponseSchema.parse((await claimsOf(token)).json()).data;
      const id = claims.find((c) => c.restaurant.name === venue)?.restaurant.id ?? '';
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/places/missions',
        query: { id },
        headers: bearer(token),
      });
      return missionsResponseSchema.parse(response.json()).data.map((m) => m.title);
    };
    expect(await titles('owner@demo.test', 'Osteria del Porto')).toContain('Aperitivo al tramonto');
    expect(await titles('multi@demo.test', 'Pizzeria Bella Napoli')).toContain('Aperitivo at sunset');
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/places/claim' });
    expect(response.statusCode).toBe(401);
  });
});
