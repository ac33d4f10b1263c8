import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, signIn, TEST_PASSWORD } from '../helpers/users';

describe('PATCH /api/users/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string | null, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/password',
      headers: token ? bearer(token) : {},
      payload,
    });

  it("changes the caller's password, and only theirs", async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    const response = await change(user.token, { password: 'NewSecret9', confirmation: 'NewSecret9' });
    expect(response.json()).toEqual({ data: { updated: true } });
    await expect(signIn(user.email, 'NewSecret9')).resolves.toBeTruthy();
    await expect(signIn(user.email, TEST_PASSWORD)).rejects.toThrow();
    await expect(signIn(other.email, TEST_PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses a short password and a mismatched confirmation with field errors', async () => {
    const user = await createTestUser();
    const short = await change(user.token, { password: '12345', confirmation: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('password');
    const mismatch = await change(user.token, { password: 'abcdef', confirmation: 'abcdeg' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields.confirmation).toEqual(["Passwords don't match"]);
    await expect(signIn(user.email, TEST_PASSWORD)).resolves.toBeTruthy();
  });

  it('needs a token', async () => {
    expect((await change(null, { password: 'abcdef', confirmation: 'abcdef' })).statusCode).toBe(401);
  });
});
