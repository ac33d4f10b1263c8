import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenCache, type Verified } from '../../src/plugins/app/auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser } from '../helpers/users';

const caller = (uid: string): Verified => ({
  caller: {
    uid,
    email: null,
    emailVerified: true,
    name: null,
    picture: null,
    isAdmin: false,
    usesPassword: true,
  },
  authTime: 0,
});

describe('the verified-token cache', () => {
  it('keeps a token until its expiry, and holds its bound', () => {
    let now = 1_000;
    const cache = createTokenCache(2, () => now);
    cache.set('a', caller('u1'), 2_000);
    cache.set('b', caller('u1'), 5_000);
    expect(cache.get('a')?.caller.uid).toBe('u1');
    now = 2_000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('c', caller('u2'), 5_000);
    cache.set('d', caller('u2'), 5_000);
    // Two entries at most: the oldest went.
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    cache.set('e', caller('u3'), 1_500);
    expect(cache.get('e')).toBeUndefined();
  });
});

describe('authentication with the cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('verifies a token once, and refuses it from the cache once its session ends', async () => {
    const user = await createTestUser();
    const verify = vi.spyOn(t.app.firebaseAuth, 'verifyIdToken');
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/places/claim',
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(200);
    }
    expect(verify).toHaveBeenCalledTimes(1);
    // Tokens carry their sign-in time to the second: the revocation must come in a later one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.app.sessions.end(user.uid);
    const ended = await t.app.inject({
      method: 'GET',
      url: '/api/places/claim',
      headers: bearer(user.token),
    });
    expect(ended.json().error.code).toBe('auth/session-ended');
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockRestore();
  });

  it('verifies a new token once for a burst of requests that arrive together', async () => {
    const user = await createTestUser();
    const verify = vi.spyOn(t.app.firebaseAuth, 'verifyIdToken');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'GET', url: '/api/places/claim', headers: bearer(user.token) }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockRestore();
  });
});
