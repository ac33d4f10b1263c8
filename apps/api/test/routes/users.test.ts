import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser } from '../helpers/users';

describe('GET /api/users/dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("creates the caller's record on first call and returns it", async () => {
    const user = await createTestUser();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/dashboard',
      headers: { ...bearer(user.token), 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        uid: user.uid,
        email: user.email,
        display_name: null,
        photo_url: null,
        email_verified: true,
        is_admin: false,
        language: 'it',
      },
    });
    expect(await t.app.usersRepository.findByUid(user.uid)).toMatchObject({
      email: user.email,
      language: 'it',
    });
  });

  it('keeps the stored language when the header names no supported one', async () => {
    const user = await createTestUser();
    const first = { ...bearer(user.token), 'accept-language': 'it' };
    await t.app.inject({ method: 'GET', url: '/api/users/dashboard', headers: first });
    const second = { ...bearer(user.token), 'accept-language': 'de-DE' };
    const response = await t.app.inject({ method: 'GET', url: '/api/users/dashboard', headers: second });
    expect(response.json().data.language).toBe('it');
  });

  it('reports an unverified email and the admin claim from the token', async () => {
    const unverified = await createTestUser({ verified: false });
    const admin = await createTestUser({ admin: true });
    const a = await t.app.inject({
      method: 'GET',
      url: '/api/users/dashboard',
      headers: bearer(unverified.token),
    });
    const b = await t.app.inject({
      method: 'GET',
      url: '/api/users/dashboard',
      headers: bearer(admin.token),
    });
    expect(a.json().data).toMatchObject({ email_verified: false, is_admin: false });
    expect(b.json().data).toMatchObject({ email_verified: true, is_admin: true });
  });
});
