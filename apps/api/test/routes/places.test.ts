import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeSearchResponseSchema } from '@venues/contracts/places';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

describe('places search and detail', () => {
  let t: TestApp;
  let user: TestUser;
  let owner: TestUser;
  let verifiedId: string;

  beforeAll(async () => {
    t = await createTestApp();
    [user, owner] = await Promise.all([createTestUser(), createTestUser()]);
    await insertPlace(t.app, { name: 'Osteria della Luna', address: 'Via Garibaldi 5, Torino' });
    await insertPlace(t.app, { name: 'Pizzeria Napoli 100%', address: 'Corso Italia 2, Roma' });
    const verified = await insertPlace(t.app, { name: 'Osteria del Sole', address: 'Via Roma 1, Milano' });
    verifiedId = verified.id;
    await insertClaim(t.app, owner, verified.id, 'approved');
  });
  afterAll(() => t.close());

  const search = (q: string, token = user.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/places/search?q=${encodeURIComponent(q)}`,
      headers: bearer(token),
    });

  it('finds places by name with typos and by address, flagging verified ones', async () => {
    const { data } = placeSearchResponseSchema.parse((await search('osteria')).json());
    expect(data.map((p) => p.name).sort()).toEqual(['Osteria del Sole', 'Osteria della Luna']);
    expect(data.find((p) => p.id === verifiedId)?.already_verified).toBe(true);
    expect(data.find((p) => p.id !== verifiedId)?.already_verified).toBe(false);

    const typo = placeSearchResponseSchema.parse((await search('osterai luna')).json());
    expect(typo.data[0]?.name).toBe('Osteria della Luna');

    const byAddress = placeSearchResponseSchema.parse((await search('garibaldi torino')).json());
    expect(byAddress.data[0]?.name).toBe('Osteria della Luna');
  });

  it('treats LIKE wildcards as text', async () => {
    const { data } = placeSearchResponseSchema.parse((await search('100%')).json());
    expect(data.map((p) => p.name)).toEqual(['Pizzeria Napoli 100%']);
  });

  it('returns at most 20 results', async () => {
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => insertPlace(t.app, { name: `Bistrot Numero ${i}` })),
    );
    const { data } = placeSearchResponseSchema.parse((await search('bistrot numero')).json());
    expect(data).toHaveLength(20);
  });

  it('refuses an empty or over-long query with 400', async () => {
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const response = await search(q);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation/invalid-input',
        fields: { q: expect.any(Array) },
      });
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/places/search',
      headers: bearer(user.token),
    });
    expect(missing.statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/places/search?q=osteria' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/places/${verifiedId}` })).statusCode).toBe(401);
  });

  it('returns one place, 404 for an unknown one and 400 for a bad id', async () => {
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/places/${verifiedId}`,
      headers: bearer(user.token),
    });
    expect(one.json().data).toMatchObject({
      id: verifiedId,
      name: 'Osteria del Sole',
      already_verified: true,
    });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/places/00000000-0000-4000-8000-000000000000',
      headers: bearer(user.token),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/places/not-a-uuid',
      headers: bearer(user.token),
    });
    expect(bad.statusCode).toBe(400);
  });
});
