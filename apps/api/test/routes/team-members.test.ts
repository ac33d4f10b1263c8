import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTeamResponseSchema,
  myVenuesResponseSchema,
  teamPersonResponseSchema,
  teamResponseSchema,
} from '@venues/contracts/team';
import { insertClaim, insertMember, insertPlace, subscribe } from '../helpers/fixtures';
import { activityCount, activityOf, mailsTo } from '../helpers/team';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

describe("a venue's people", () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser({ admin: true });
  });
  afterAll(() => t.close());

  /** A new venue with its owner and, for each role given, a person with that role. */
  const venue = async (...roles: ('owner' | 'manager' | 'team')[]) => {
    const owner = await createTestUser();
    const placeId = (await insertPlace(t.app)).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    const people: TestUser[] = [];
    for (const role of roles) {
      const user = await createTestUser();
      await insertMember(t.app, user, placeId, role);
      people.push(user);
    }
    return { owner, placeId, people };
  };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(who.token), payload });

  it('lists every venue a person may use, with their role, actions and home page', async () => {
    const first = await venue('team');
    const second = await venue();
    const waiter = first.people[0]!;
    await insertMember(t.app, waiter, second.placeId, 'manager');
    const response = await call('GET', '/api/users/places', waiter);
    expect(response.statusCode).toBe(200);
    const venues = myVenuesResponseSchema.parse(response.json()).data;
    expect(venues.map((v) => [v.place.id, v.role, v.home, v.pending_access_requests]).sort()).toEqual(
      [
        [first.placeId, 'team', 'redeem', null],
        [second.placeId, 'manager', 'summary', null],
      ].sort(),
    );
    expect(venues.find((v) => v.role === 'team')?.actions).toContain('passes.redeem');
    expect(venues.find((v) => v.role === 'team')?.actions).not.toContain('summary.view');
    const ownerView = myVenuesResponseSchema.parse(
      (await call('GET', '/api/users/places', first.owner)).json(),
    );
    expect(ownerView.data[0]).toMatchObject({ role: 'owner', pending_access_requests: 0 });
  });

  it("gives every person the venue's plan, whoever on the team pays for it", async () => {
    const { owner, placeId, people } = await venue('manager');
    await subscribe(t.app, owner, placeId, 'pro');
    const [manager] = people;
    const venues = myVenuesResponseSchema.parse(
      (await call('GET', '/api/users/places', manager!)).json(),
    ).data;
    expect(venues.map((v) => [v.place.id, v.plan])).toEqual([[placeId, 'pro']]);
    const unpaid = await venue('team');
    const waiter = myVenuesResponseSchema.parse(
      (await call('GET', '/api/users/places', unpaid.people[0]!)).json(),
    ).data;
    expect(waiter.map((v) => v.plan)).toEqual(['free']);
  });

  it('shows the owners the people with their roles, and when they joined and last used the venue', async () => {
    const { owner, placeId, people } = await venue('manager', 'team');
    await call('GET', `/api/places/${placeId}/reviews`, people[1]!);
    const response = await call('GET', `/api/places/${placeId}/team`, owner);
    const team = teamResponseSchema.parse(response.json()).data;
    expect(team.people.map((p) => [p.uid, p.role, p.is_you])).toEqual([
      [owner.uid, 'owner', true],
      [people[0]!.uid, 'manager', false],
      [people[1]!.uid, 'team', false],
    ]);
    expect(team.people[2]!.last_used_at).not.toBeNull();
    expect(team.seats).toMatchObject({ used: 3, limit: 2, plan: 'free' });
    for (const who of people)
      expect((await call('GET', `/api/places/${placeId}/team`, who)).statusCode).toBe(403);
  });

  it('keeps the last owner: they can neither leave nor be demoted until someone else is owner', async () => {
    const { owner, placeId, people } = await venue('manager');
    const before = await activityCount(t.app, placeId);
    const leave = await call('POST', `/api/places/${placeId}/team/leave`, owner);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error.code).toBe('team/last-owner');
    const demote = await call('PATCH', `/api/places/${placeId}/team/${owner.uid}`, owner, {
      role: 'manager',
    });
    expect(demote.json().error.code).toBe('team/last-owner');
    const removeSelf = await call('DELETE', `/api/places/${placeId}/team/${owner.uid}`, owner);
    expect(removeSelf.json().error.code).toBe('team/last-owner');
    expect(await activityCount(t.app, placeId)).toBe(before);

    const promoted = await call('PATCH', `/api/places/${placeId}/team/${people[0]!.uid}`, owner, {
      role: 'owner',
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(teamPersonResponseSchema.parse(promoted.json()).data.role).toBe('owner');
    expect((await call('POST', `/api/places/${placeId}/team/leave`, owner)).statusCode).toBe(204);
    // The one who left has no access any more; the new owner is now the last one.
    expect((await call('GET', `/api/places/${placeId}/team`, owner)).statusCode).toBe(403);
    expect((await call('POST', `/api/places/${placeId}/team/leave`, people[0]!)).statusCode).toBe(409);
    expect((await activityOf(t.app, placeId)).slice(before).map((e) => e.action)).toEqual([
      'team.role_changed',
      'team.left',
    ]);
  });

  it('cuts a removed person off on their next request, and a demoted one from what their role lost', async () => {
    const { owner, placeId, people } = await venue('manager', 'manager');
    const [removed, demoted] = people as [TestUser, TestUser];
    const stats = (who: TestUser) => call('GET', `/api/places/stats?id=${placeId}`, who);
    expect((await stats(removed)).statusCode).toBe(200);
    expect((await stats(demoted)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/places/${placeId}/team/${removed.uid}`, owner)).statusCode).toBe(204);
    const refused = await stats(removed);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('auth/forbidden');

    await call('PATCH', `/api/places/${placeId}/team/${demoted.uid}`, owner, { role: 'team' });
    expect((await stats(demoted)).statusCode).toBe(403);
    expect((await call('GET', `/api/places/${placeId}/reviews`, demoted)).statusCode).toBe(200);

    const gone = await call('DELETE', `/api/places/${placeId}/team/${removed.uid}`, owner);
    expect(gone.statusCode).toBe(404);
  });

  it('answers 400 to an unknown role', async () => {
    const { owner, placeId, people } = await venue('team');
    for (const role of ['admin', '', null, 7]) {
      const response = await call('PATCH', `/api/places/${placeId}/team/${people[0]!.uid}`, owner, { role });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('role');
    }
  });

  it('lets staff see a venue’s people and remove one with a reason its owners receive, never the last owner', async () => {
    const { owner, placeId, people } = await venue('owner', 'team');
    const [coOwner, waiter] = people as [TestUser, TestUser];
    const listed = await call('GET', `/api/admin/places/${placeId}/team`, admin);
    expect(listed.statusCode).toBe(200);
    expect(adminTeamResponseSchema.parse(listed.json()).data.people.map((p) => p.role)).toEqual([
      'owner',
      'owner',
      'team',
    ]);
    expect((await call('GET', `/api/admin/places/${placeId}/team`, owner)).statusCode).toBe(403);

    const reason = 'Former employee, reported by the owner';
    const removed = await call('POST', `/api/admin/places/${placeId}/team/${waiter.uid}/remove`, admin, {
      reason,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await call('GET', `/api/places/${placeId}/reviews`, waiter)).statusCode).toBe(403);
    for (const who of [owner, coOwner]) {
      const [mail] = await mailsTo(t.app, who.email);
      expect(mail?.text).toContain(reason);
      expect(mail?.html).toContain(reason);
    }
    const [entry] = (await activityOf(t.app, placeId)).slice(-1);
    expect(entry).toMatchObject({ action: 'team.removed', actorKind: 'staff' });

    await call('POST', `/api/admin/places/${placeId}/team/${coOwner.uid}/remove`, admin, { reason });
    const last = await call('POST', `/api/admin/places/${placeId}/team/${owner.uid}/remove`, admin, {
      reason,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('team/last-owner');
    const short = await call('POST', `/api/admin/places/${placeId}/team/${owner.uid}/remove`, admin, {
      reason: 'x',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('reason');
  });
});
