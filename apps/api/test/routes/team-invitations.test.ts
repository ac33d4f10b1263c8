import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  invitationPreviewResponseSchema,
  invitationResponseSchema,
  joinedResponseSchema,
  teamResponseSchema,
} from '@venues/contracts/team';
import { INVITATION_TTL_DAYS } from '@venues/contracts/team-rules';
import { invitations } from '../../src/db/schema';
import { insertClaim, insertMember, insertPlace, subscribe } from '../helpers/fixtures';
import { activityCount, activityOf, invitationTokenFor, mailsTo } from '../helpers/team';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

const DAY = 86_400_000;

describe('invitations', () => {
  let t: TestApp;
  let owner: TestUser;
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp({ SENSITIVE_RATE_LIMIT_MAX: '10000' });
    owner = await createTestUser();
    placeId = (await insertPlace(t.app, { name: 'Trattoria Invito' })).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    // Pro: 20 seats, so that each case invites what it needs.
    await subscribe(t.app, owner, placeId, 'pro');
  });
  afterAll(() => t.close());

  const invite = (body: object, place = placeId, who: TestUser = owner) =>
    t.app.inject({
      method: 'POST',
      url: `/api/places/${place}/invitations`,
      headers: bearer(who.token),
      payload: body,
    });
  const lookup = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/invitations/lookup', payload: { token } });
  const accept = (token: string, who: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: bearer(who.token),
      payload: { token },
    });
  const team = async (place = placeId) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/places/${place}/team`,
      headers: bearer(owner.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return teamResponseSchema.parse(response.json()).data;
  };

  it('mails a link that a verified account with that address accepts once, and lands it on the venue', async () => {
    const manager = await createTestUser();
    const before = await activityCount(t.app, placeId);
    const created = await invite({ email: manager.email.toUpperCase(), role: 'manager' });
    expect(created.statusCode, created.body).toBe(201);
    const invitation = invitationResponseSchema.parse(created.json()).data;
    expect(invitation).toMatchObject({ email: manager.email, role: 'manager', expired: false });
    expect(new Date(invitation.expires_at).getTime() - Date.now()).toBeGreaterThan(
      (INVITATION_TTL_DAYS - 1) * DAY,
    );
    expect(await activityCount(t.app, placeId)).toBe(before + 1);

    const [mail] = await mailsTo(t.app, manager.email);
    expect(mail?.subject).toContain('Trattoria Invito');
    expect(mail?.html).toContain('/invitation#');
    expect(mail?.text).toContain(`${INVITATION_TTL_DAYS} days`);
    const token = await invitationTokenFor(t.app, manager.email);

    const preview = await lookup(token);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(invitationPreviewResponseSchema.parse(preview.json()).data).toMatchObject({
      place: { id: placeId, name: 'Trattoria Invito' },
      role: 'manager',
      email: manager.email,
    });

    const joined = await accept(token, manager);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joinedResponseSchema.parse(joined.json()).data).toEqual({
      place_id: placeId,
      role: 'manager',
      home: 'summary',
    });
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/places/stats?id=${placeId}`,
      headers: bearer(manager.token),
    });
    expect(stats.statusCode).toBe(200);
    const entries = await activityOf(t.app, placeId);
    expect(entries.at(-1)).toMatchObject({
      action: 'team.joined',
      actorKind: 'person',
      actorId: manager.uid,
    });
    expect(await activityCount(t.app, placeId)).toBe(before + 2);

    // Used twice: refused, and nothing changes.
    const again = await accept(token, manager);
    expect(again.statusCode).toBe(410);
    expect(again.json().error.code).toBe('invitations/used');
    expect((await lookup(token)).json().error.code).toBe('invitations/used');
    expect(await activityCount(t.app, placeId)).toBe(before + 2);
  });

  it('refuses another address, an unverified one, an expired link and a revoked one, and changes nothing', async () => {
    const invitee = await createTestUser({ verified: false });
    const stranger = await createTestUser();
    expect((await invite({ email: invitee.email, role: 'team' })).statusCode).toBe(201);
    const token = await invitationTokenFor(t.app, invitee.email);
    const before = await activityCount(t.app, placeId);

    const other = await accept(token, stranger);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('invitations/email-mismatch');
    const unverified = await accept(token, invitee);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.code).toBe('auth/email-not-verified');

    await t.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, invitee.email));
    const expired = await accept(token, invitee);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('invitations/expired');
    expect((await team()).invitations.find((i) => i.email === invitee.email)?.expired).toBe(true);
    expect(await activityCount(t.app, placeId)).toBe(before);

    const unknown = await accept('x'.repeat(32), invitee);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not-found');

    // Resent, the link is new and the old one is dead; revoked, the new one dies too.
    const listed = (await team()).invitations.find((i) => i.email === invitee.email);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/places/${placeId}/invitations/${listed!.id}/resend`,
      headers: bearer(owner.token),
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(invitationResponseSchema.parse(resent.json()).data.expired).toBe(false);
    const fresh = await invitationTokenFor(t.app, invitee.email);
    expect(fresh).not.toBe(token);
    expect((await lookup(token)).statusCode).toBe(404);
    expect((await lookup(fresh)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/places/${placeId}/invitations/${listed!.id}`,
      headers: bearer(owner.token),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await lookup(fresh)).json().error.code).toBe('invitations/revoked');
    expect(await activityCount(t.app, placeId)).toBe(before + 2);
    expect((await team()).invitations.some((i) => i.email === invitee.email)).toBe(false);
  });

  it('refuses an address already on the team or already invited, and says so', async () => {
    const member = await createTestUser();
    await insertMember(t.app, member, placeId, 'team');
    const onTeam = await invite({ email: member.email, role: 'manager' });
    expect(onTeam.statusCode).toBe(409);
    expect(onTeam.json().error.code).toBe('team/already-member');
    const email = `twice-${Date.now()}@test.example`;
    expect((await invite({ email, role: 'team' })).statusCode).toBe(201);
    const twice = await invite({ email, role: 'manager' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('team/already-invited');
  });

  it('counts people and pending invitations against the plan’s seats', async () => {
    const freeOwner = await createTestUser();
    const place = (await insertPlace(t.app)).id;
    await insertClaim(t.app, freeOwner, place, 'approved');
    // Free: 2 seats, the owner's and one more.
    const first = await invite({ email: `a-${Date.now()}@test.example`, role: 'team' }, place, freeOwner);
    expect(first.statusCode, first.body).toBe(201);
    const before = await activityCount(t.app, place);
    const full = await invite({ email: `b-${Date.now()}@test.example`, role: 'team' }, place, freeOwner);
    expect(full.statusCode).toBe(403);
    expect(full.json().error.code).toBe('team/seat-limit');
    expect(await activityCount(t.app, place)).toBe(before);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/places/${place}/team`,
      headers: bearer(freeOwner.token),
    });
    expect(teamResponseSchema.parse(view.json()).data.seats).toEqual({ used: 2, limit: 2, plan: 'free' });
  });

  it('gives one seat to exactly one of ten invitations sent at once', async () => {
    const racer = await createTestUser();
    const place = (await insertPlace(t.app)).id;
    await insertClaim(t.app, racer, place, 'approved');
    const stamp = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        invite({ email: `race-${stamp}-${i}@test.example`, role: 'team' }, place, racer),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 403)).toHaveLength(9);
    expect(await activityCount(t.app, place)).toBe(1);
  });

  it('answers 400 field by field to an invalid address, an unknown role and control characters', async () => {
    const before = await activityCount(t.app, placeId);
    for (const [body, field] of [
      [{ email: 'not-an-address', role: 'team' }, 'email'],
      [{ email: 'ok@test.example', role: 'boss' }, 'role'],
      [{ email: 'o\u0000k@test.example', role: 'team' }, 'email'],
      [{ email: `${'x'.repeat(300)}@test.example`, role: 'team' }, 'email'],
      [{ role: 'team' }, 'email'],
    ] as const) {
      const response = await invite(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation/invalid-input');
      expect(response.json().error.fields).toHaveProperty(field);
    }
    for (const token of ['', 'short', 'x'.repeat(500), 'bad token with spaces!!']) {
      expect((await lookup(token)).statusCode).toBe(400);
    }
    expect(await activityCount(t.app, placeId)).toBe(before);
  });

  it('lets only owners invite', async () => {
    const manager = await createTestUser();
    await insertMember(t.app, manager, placeId, 'manager');
    const refused = await invite({ email: 'nope@test.example', role: 'team' }, placeId, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth/forbidden');
    const noToken = await t.app.inject({
      method: 'POST',
      url: `/api/places/${placeId}/invitations`,
      payload: { email: 'nope@test.example', role: 'team' },
    });
    expect(noToken.statusCode).toBe(401);
  });
});
