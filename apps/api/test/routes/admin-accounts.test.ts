import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccountResponseSchema } from '@venues/contracts/staff-accounts';
import { tempDataDir } from '../helpers/capture';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { createReplica, createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, signIn, TEST_PASSWORD, type TestUser } from '../helpers/users';

/** Tokens carry their sign-in time to the second: a revocation ends the sessions of the seconds before it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

const REASON = 'Password rubata, segnalata dal titolare il 3 marzo';

const lookUp = (t: TestApp, email: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/accounts?email=${encodeURIComponent(email)}`,
    headers: token ? bearer(token) : {},
  });

const act = (t: TestApp, action: 'disable' | 'enable', uid: string, body: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/accounts/${encodeURIComponent(uid)}/${action}`,
    headers: token ? bearer(token) : {},
    payload: body,
  });

const claimsOf = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/places/claim', headers: bearer(token) });

describe('staff disable and enable an account', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let pending: TestUser;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    [admin, owner, otherOwner, pending] = await Promise.all([
      createTestUser({ admin: true }),
      createTestUser(),
      createTestUser(),
      createTestUser(),
    ]);
    placeId = (await insertPlace(t.app, { name: 'Osteria del Ponte' })).id;
    const otherPlaceId = (await insertPlace(t.app, { name: 'Caffè Nuovo' })).id;
    const pendingPlaceId = (await insertPlace(t.app, { name: 'Pizzeria Vesuvio' })).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertClaim(t.app, otherOwner, otherPlaceId, 'approved');
    await insertClaim(t.app, pending, pendingPlaceId, 'pending');
  });
  afterAll(() => t.close());

  it('is for staff only: no user 401; an owner, another venue owner or a pending claimant 403; nothing recorded', async () => {
    expect((await lookUp(t, owner.email)).statusCode).toBe(401);
    expect((await act(t, 'disable', owner.uid, { reason: REASON })).statusCode).toBe(401);
    for (const user of [owner, otherOwner, pending]) {
      expect((await lookUp(t, owner.email, user.token)).statusCode).toBe(403);
      for (const action of ['disable', 'enable'] as const) {
        const refused = await act(t, action, owner.uid, { reason: REASON }, user.token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('auth/admin-only');
      }
    }
    expect(await t.app.staffActionsRepository.list()).toEqual([]);
    expect((await claimsOf(t, owner.token)).statusCode).toBe(200);
  });

  it('answers 400 with the field for a bad email, a bad uid or a missing reason, and 404 for no account', async () => {
    for (const email of ['', 'not-an-email']) {
      const refused = await lookUp(t, email, admin.token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toHaveProperty('email');
    }
    const noReason = await act(t, 'disable', owner.uid, {}, admin.token);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');
    const shortReason = await act(t, 'disable', owner.uid, { reason: ' x ' }, admin.token);
    expect(shortReason.json().error.fields).toHaveProperty('reason');
    const badUid = await act(t, 'disable', 'a/b c', { reason: REASON }, admin.token);
    expect(badUid.statusCode).toBe(400);
    expect(badUid.json().error.fields).toHaveProperty('uid');
    expect((await lookUp(t, 'nobody-here@test.example', admin.token)).statusCode).toBe(404);
    expect((await act(t, 'disable', 'no-such-uid-42', { reason: REASON }, admin.token)).statusCode).toBe(404);
    expect(await t.app.staffActionsRepository.list()).toEqual([]);
  });

  it('finds an account by its email, with its venues and roles', async () => {
    const found = await lookUp(t, owner.email.toUpperCase(), admin.token);
    expect(found.statusCode, found.body).toBe(200);
    expect(staffAccountResponseSchema.parse(found.json()).data).toMatchObject({
      uid: owner.uid,
      email: owner.email,
      disabled: false,
      is_staff: false,
      venues: [{ id: placeId, name: 'Osteria del Ponte', role: 'owner' }],
    });
  });

  it('refuses to disable the staff member themselves', async () => {
    const refused = await act(t, 'disable', admin.uid, { reason: REASON }, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('accounts/self');
  });

  it('disabled: the open session ends at once and no sign-in works; enabled: the person signs in again; both recorded', async () => {
    expect((await claimsOf(t, owner.token)).statusCode).toBe(200);
    await nextSecond();
    const disabled = await act(t, 'disable', owner.uid, { reason: `  ${REASON}  ` }, admin.token);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(staffAccountResponseSchema.parse(disabled.json()).data.disabled).toBe(true);

    const refused = await claimsOf(t, owner.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('auth/session-ended');
    await expect(signIn(owner.email, TEST_PASSWORD)).rejects.toThrow(/USER_DISABLED/);
    expect((await claimsOf(t, otherOwner.token)).statusCode).toBe(200);

    await nextSecond();
    const enabled = await act(t, 'enable', owner.uid, { reason: 'Verificata l’identità' }, admin.token);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(staffAccountResponseSchema.parse(enabled.json()).data.disabled).toBe(false);
    const renewed = await signIn(owner.email, TEST_PASSWORD);
    expect((await claimsOf(t, renewed)).statusCode).toBe(200);

    expect(
      (await t.app.staffActionsRepository.list()).map(({ staffUid, action, subject, reason }) => ({
        staffUid,
        action,
        subject,
        reason,
      })),
    ).toEqual([
      { staffUid: admin.uid, action: 'disable', subject: `account:${owner.uid}`, reason: REASON },
      {
        staffUid: admin.uid,
        action: 'enable',
        subject: `account:${owner.uid}`,
        reason: 'Verificata l’identità',
      },
    ]);
  });
});

// Two API processes on one PostgreSQL database: PGlite is one process's database, so this needs the server.
describe.runIf(process.env.DATABASE_URL)('on two replicas of one database', () => {
  const POLL_MS = 500;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({
      JOBS_POLL_MS: '0',
      DATA_DIR: tempDataDir(),
      SESSION_MARKS_POLL_MS: String(POLL_MS),
    });
    b = await createReplica(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('a disable through one ends the session on the other within the poll', async () => {
    const [admin, user] = await Promise.all([createTestUser({ admin: true }), createTestUser()]);
    expect((await claimsOf(b, user.token)).statusCode).toBe(200);
    await nextSecond();
    expect((await act(a, 'disable', user.uid, { reason: REASON }, admin.token)).statusCode).toBe(200);
    const disabledAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - disabledAt < 10 * POLL_MS) {
      status = (await claimsOf(b, user.token)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(401);
    expect(Date.now() - disabledAt).toBeLessThan(3 * POLL_MS);
  });
});
