import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsMutationResponseSchema } from '@venues/contracts/claims';
import { claims } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace, validProfile } from '../helpers/fixtures';
import { bearer, createTestUser } from '../helpers/users';

describe('POST /api/places/claim', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const submit = (token: string | null, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/places/claim',
      headers: token ? bearer(token) : {},
      payload: body,
    });
  const claimsOf = (uid: string) => t.app.db.select().from(claims).where(eq(claims.userUid, uid));

  it('creates one pending claim per place', async () => {
    const user = await createTestUser();
    const [a, b] = await Promise.all([insertPlace(t.app), insertPlace(t.app)]);
    const response = await submit(user.token, { ...validProfile, place_ids: [a.id, b.id] });
    expect(response.statusCode).toBe(201);
    const { data } = claimsMutationResponseSchema.parse(response.json());
    expect(data.map((c) => c.status)).toEqual(['pending', 'pending']);
    expect(data.map((c) => c.restaurant.id).sort()).toEqual([a.id, b.id].sort());
    expect(data[0]).toMatchObject({
      company_name: validProfile.companyName,
      company_address: validProfile.address,
    });
  });

  it('refuses a verified place with 409 and writes nothing', async () => {
    const [user, owner] = await Promise.all([createTestUser(), createTestUser()]);
    const [free, taken] = await Promise.all([insertPlace(t.app), insertPlace(t.app)]);
    await insertClaim(t.app, owner, taken.id, 'approved');
    const response = await submit(user.token, { ...validProfile, place_ids: [free.id, taken.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'claims/already-verified',
      fields: { place_ids: [taken.id] },
    });
    expect(await claimsOf(user.uid)).toHaveLength(0);
  });

  it('refuses a duplicate open claim by the same user, but allows another user', async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const place = await insertPlace(t.app);
    expect((await submit(user.token, { ...validProfile, place_ids: [place.id] })).statusCode).toBe(201);
    const again = await submit(user.token, { ...validProfile, place_ids: [place.id] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('claims/duplicate');
    expect((await submit(other.token, { ...validProfile, place_ids: [place.id] })).statusCode).toBe(201);
  });

  it("stores the claimant's language, in which the decision mail will be written", async () => {
    const user = await createTestUser();
    const place = await insertPlace(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/places/claim',
      headers: { ...bearer(user.token), 'accept-language': 'it' },
      payload: { ...validProfile, place_ids: [place.id] },
    });
    expect(response.statusCode).toBe(201);
    expect((await t.app.usersRepository.findByUid(user.uid))?.language).toBe('it');
  });

  it('allows a new claim after a rejection', async () => {
    const user = await createTestUser();
    const place = await insertPlace(t.app);
    await insertClaim(t.app, user, place.id, 'rejected');
    expect((await submit(user.token, { ...validProfile, place_ids: [place.id] })).statusCode).toBe(201);
  });

  it('answers 404 for an unknown place and writes nothing', async () => {
    const user = await createTestUser();
    const place = await insertPlace(t.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await submit(user.token, { ...validProfile, place_ids: [place.id, unknown] });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'places/not-found',
      fields: { place_ids: [unknown] },
    });
    expect(await claimsOf(user.uid)).toHaveLength(0);
  });

  it.each([
    ['companyName', { companyName: '' }, 'required'],
    ['vat', { vat: '123' }, 'badVat'],
    ['phone_number', { phone_number: 'call me' }, 'badPhone'],
    ['pec', { pec: 'not-an-email' }, 'badEmail'],
    ['address', { address: 'x' }, 'minLength:5'],
    ['sdi', { sdi: 'toolongcode' }, 'maxLength:7'],
    ['ownership_confirmed', { ownership_confirmed: false }, 'required'],
    ['role', { role: 'landlord' }, undefined],
    ['place_ids', { place_ids: [] }, 'required'],
  ])('answers 400 with a field error for a bad %s', async (field, change, message) => {
    const user = await createTestUser();
    const place = await insertPlace(t.app);
    const response = await submit(user.token, { ...validProfile, place_ids: [place.id], ...change });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json().error;
    expect(Object.keys(fields)).toEqual([field]);
    if (message) expect(fields[field]).toContain(message);
    expect(await claimsOf(user.uid)).toHaveLength(0);
  });

  it('accepts a profile without the optional recipient code', async () => {
    const user = await createTestUser();
    const place = await insertPlace(t.app);
    const response = await submit(user.token, { ...validProfile, sdi: '', place_ids: [place.id] });
    expect(response.statusCode).toBe(201);
    expect(response.json().data[0].sdi).toBeNull();
  });

  it('needs a verified email and a token', async () => {
    const unverified = await createTestUser({ verified: false });
    const place = await insertPlace(t.app);
    const response = await submit(unverified.token, { ...validProfile, place_ids: [place.id] });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('claims/email-not-verified');
    expect((await submit(null, { ...validProfile, place_ids: [place.id] })).statusCode).toBe(401);
  });
});
