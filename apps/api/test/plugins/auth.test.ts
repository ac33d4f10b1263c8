import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, expire, type TestUser } from '../helpers/users';

describe('the auth hook', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createTestUser();
  });
  afterAll(() => t.close());

  const dashboard = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/users/dashboard', headers });

  it('refuses a request without a token', async () => {
    const response = await dashboard();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'auth/missing-token', message: expect.any(String) } });
  });

  it('refuses a header that is not a bearer token', async () => {
    const response = await dashboard({ authorization: `Basic ${user.token}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth/missing-token');
  });

  it('refuses a malformed token', async () => {
    const response = await dashboard(bearer('not-a-jwt'));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth/invalid-token');
  });

  it('refuses a token for another project', async () => {
    const [header, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = { ...claims, aud: 'someone-else', iss: 'https://securetoken.google.com/someone-else' };
    const response = await dashboard(
      bearer(`${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.`),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth/invalid-token');
  });

  it('refuses an expired token', async () => {
    const response = await dashboard(bearer(expire(user.token)));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('auth/expired-token');
  });

  it('lets a valid token through', async () => {
    const response = await dashboard(bearer(user.token));
    expect(response.statusCode).toBe(200);
  });

  it('leaves public routes open', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ok' });
  });
});
