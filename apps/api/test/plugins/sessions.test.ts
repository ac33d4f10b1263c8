import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDataDir } from '../helpers/capture';
import { createReplica, createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, signIn, type TestUser } from '../helpers/users';

const NEW_PASSWORD = 'NewSecret9';

/** Tokens carry their sign-in time to the second: a revocation ends the sessions of the seconds before it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

const claimsOf = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/places/claim', headers: bearer(token) });

const changePassword = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/users/password',
    headers: bearer(token),
    payload: { password: NEW_PASSWORD, confirmation: NEW_PASSWORD },
  });

describe('a password change ends the sessions before it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses the old token at once on the replica that served it, and takes a new sign-in', async () => {
    const user = await createTestUser();
    expect((await claimsOf(t, user.token)).statusCode).toBe(200);
    await nextSecond();
    expect((await changePassword(t, user.token)).statusCode).toBe(200);
    const refused = await claimsOf(t, user.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('auth/session-ended');
    // The web app signs in again with the new password straight away: that session is a new one.
    const renewed = await signIn(user.email, NEW_PASSWORD);
    expect((await claimsOf(t, renewed)).statusCode).toBe(200);
  });

  it('leaves the sessions of other users alone', async () => {
    const [user, other] = await Promise.all([createTestUser(), createTestUser()]);
    await nextSecond();
    await changePassword(t, user.token);
    expect((await claimsOf(t, other.token)).statusCode).toBe(200);
  });
});

// Two API processes on one PostgreSQL database: PGlite is one process's database, so this needs the server.
describe.runIf(process.env.DATABASE_URL)('on two replicas of one database', () => {
  const POLL_MS = 500;
  let a: TestApp;
  let b: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    a = await createTestApp({
      JOBS_POLL_MS: '0',
      DATA_DIR: tempDataDir(),
      SESSION_MARKS_POLL_MS: String(POLL_MS),
    });
    b = await createReplica(a);
    user = await createTestUser();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a password change through one ends the old token on the other within the poll, asking Firebase once', async () => {
    const verify = vi.spyOn(b.app.firebaseAuth, 'verifyIdToken');
    for (let i = 0; i < 3; i += 1) expect((await claimsOf(b, user.token)).statusCode).toBe(200);
    expect(verify).toHaveBeenCalledTimes(1);
    await nextSecond();

    expect((await changePassword(a, user.token)).statusCode).toBe(200);
    const changedAt = Date.now();
    // Both replicas of this process share one Firebase client: count from here, after A's own check.
    const verifiedBefore = verify.mock.calls.length;
    let status = 200;
    while (status === 200 && Date.now() - changedAt < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await claimsOf(b, user.token)).statusCode;
    }
    expect(status).toBe(401);
    // Well within the minute the product promises: the poll, and a little more for a loaded machine.
    expect(Date.now() - changedAt).toBeLessThan(POLL_MS * 4 + 1000);
    // The check reads the marks in memory: B never verified the cached token again.
    expect(verify).toHaveBeenCalledTimes(verifiedBefore);
    verify.mockRestore();

    const renewed = await signIn(user.email, NEW_PASSWORD);
    expect((await claimsOf(b, renewed)).statusCode).toBe(200);
  });
});
