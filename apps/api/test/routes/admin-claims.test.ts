import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClaimsResponseSchema } from '@venues/contracts/claims';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace, insertUser } from '../helpers/fixtures';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

describe('the back office', () => {
  let t: TestApp;
  let admin: TestUser;
  let plain: TestUser;
  let claimant: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, plain, claimant] = await Promise.all([
      createTestUser({ admin: true }),
      createTestUser(),
      createTestUser(),
    ]);
    await insertUser(t.app, admin);
    await insertUser(t.app, claimant, 'it');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

  it('refuses no user (401), a plain user and a pending claimant (403) on every route', async () => {
    const pendingClaimant = await createTestUser();
    const place = await insertPlace(t.app);
    const claim = await insertClaim(t.app, pendingClaimant, place.id, 'pending');
    const routes = [
      ['GET', '/api/admin/claims'],
      ['POST', `/api/admin/claims/${claim.id}/approve`],
      ['POST', `/api/admin/claims/${claim.id}/reject`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(method, url, null, { reason: 'nope' })).statusCode).toBe(401);
      for (const token of [plain.token, pendingClaimant.token]) {
        const response = await call(method, url, token, { reason: 'nope' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: { code: 'auth/admin-only', message: expect.any(String) } });
      }
    }
    const list = await call('GET', '/api/admin/claims', admin.token);
    expect(list.json().data.find((c: { id: string }) => c.id === claim.id).status).toBe('pending');
  });

  it('lists pending claims with the claimant and the business profile', async () => {
    const place = await insertPlace(t.app);
    const claim = await insertClaim(t.app, claimant, place.id, 'pending');
    const response = await call('GET', '/api/admin/claims?status=pending', admin.token);
    const { data, total } = adminClaimsResponseSchema.parse(response.json());
    const row = data.find((c) => c.id === claim.id);
    expect(row).toMatchObject({
      claimant: { uid: claimant.uid, email: claimant.email },
      vat: 'IT01234567890',
    });
    expect(total).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/admin/claims?status=bogus', admin.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/claims?limit=1000', admin.token)).statusCode).toBe(400);
  });

  it('approves: stores who and when, verifies the place, mails the claimant in their language', async () => {
    const place = await insertPlace(t.app, { name: 'Trattoria Approvata' });
    const claim = await insertClaim(t.app, claimant, place.id, 'pending');
    const response = await call('POST', `/api/admin/claims/${claim.id}/approve`, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'approved',
      decided_by: { uid: admin.uid },
      decided_at: expect.any(String),
    });
    const detail = await call('GET', `/api/places/${place.id}`, plain.token);
    expect(detail.json().data.already_verified).toBe(true);
    const mails = await t.app.mailOutboxRepository.listRecent();
    const mail = mails.find((m) => m.to === claimant.email && m.subject.includes('Trattoria Approvata'));
    expect(mail?.subject).toBe('La tua richiesta per Trattoria Approvata è stata approvata');
    expect(mail?.text).toContain('/dashboard/summary');
  });

  it('rejects with a required reason that the mail carries', async () => {
    const place = await insertPlace(t.app, { name: 'Pizzeria Respinta' });
    const claim = await insertClaim(t.app, claimant, place.id, 'pending');
    const missing = await call('POST', `/api/admin/claims/${claim.id}/reject`, admin.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('reason');
    const response = await call('POST', `/api/admin/claims/${claim.id}/reject`, admin.token, {
      reason: 'The VAT number is not valid.',
    });
    expect(response.json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The VAT number is not valid.',
    });
    const mails = await t.app.mailOutboxRepository.listRecent();
    const mail = mails.find((m) => m.subject.includes('Pizzeria Respinta'));
    expect(mail?.text).toContain('The VAT number is not valid.');
    expect(mail?.text).toContain('/onboarding/claim-restaurant');
  });

  it('answers 409 when deciding a claim again, or approving a second claim on a verified place', async () => {
    const place = await insertPlace(t.app);
    const first = await insertClaim(t.app, claimant, place.id, 'pending');
    const second = await insertClaim(t.app, plain, place.id, 'pending');
    expect((await call('POST', `/api/admin/claims/${first.id}/approve`, admin.token)).statusCode).toBe(200);
    const again = await call('POST', `/api/admin/claims/${first.id}/reject`, admin.token, {
      reason: 'changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('claims/already-decided');
    const conflict = await call('POST', `/api/admin/claims/${second.id}/approve`, admin.token);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().error.code).toBe('claims/already-verified');
  });

  it('answers 404 for an unknown claim and 400 for a bad id', async () => {
    const unknown = await call(
      'POST',
      '/api/admin/claims/00000000-0000-4000-8000-000000000000/approve',
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST', '/api/admin/claims/xyz/approve', admin.token)).statusCode).toBe(400);
  });
});
