import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPageResponseSchema } from '@venues/contracts/activity';
import { myVenuesResponseSchema, teamResponseSchema } from '@venues/contracts/team';
import { DEMO_PASSWORD } from '../../src/seed/accounts';
import { demoPricesOf, seedDemo } from '../../src/seed/seed-demo';
import { DEMO_ASKER, DEMO_INVITEE } from '../../src/seed/team';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signIn, testAuth } from '../helpers/users';

const DAY = 86_400_000;

describe("the demo's team at Osteria del Porto", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let placeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.db, testAuth(), demoPricesOf(t.env));
    for (const who of ['owner', 'manager', 'team', 'multi'])
      tokens[who] = await signIn(`${who}@demo.test`, DEMO_PASSWORD);
    const venues = await t.app.inject({
      method: 'GET',
      url: '/api/users/places',
      headers: bearer(tokens.owner!),
    });
    placeId = myVenuesResponseSchema.parse(venues.json()).data[0]!.place.id;
  });
  afterAll(() => t.close());

  const get = (url: string, who: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });

  it('has an owner, a manager and a team member, a pending invitation and an access request', async () => {
    const team = teamResponseSchema.parse((await get(`/api/places/${placeId}/team`, 'owner')).json()).data;
    expect(team.people.map((p) => [p.email, p.role])).toEqual([
      ['owner@demo.test', 'owner'],
      ['manager@demo.test', 'manager'],
      ['team@demo.test', 'team'],
    ]);
    expect(team.invitations.map((i) => [i.email, i.role, i.expired])).toEqual([
      [DEMO_INVITEE, 'manager', false],
    ]);
    expect(team.access_requests.map((r) => r.asker.email)).toEqual([DEMO_ASKER.email]);
    expect(team.seats).toEqual({ used: 4, limit: 5, plan: 'starter' });
  });

  it('lets each demo person in with their role: the team member opens on the redeem screen', async () => {
    for (const [who, role, home] of [
      ['manager', 'manager', 'summary'],
      ['team', 'team', 'redeem'],
    ] as const) {
      const venues = myVenuesResponseSchema.parse((await get('/api/users/places', who)).json()).data;
      expect(venues.map((v) => [v.place.name, v.role, v.home])).toEqual([['Osteria del Porto', role, home]]);
    }
    expect((await get(`/api/places/stats?id=${placeId}`, 'manager')).statusCode).toBe(200);
    expect((await get(`/api/places/stats?id=${placeId}`, 'team')).statusCode).toBe(403);
    expect((await get(`/api/places/${placeId}/reviews`, 'team')).statusCode).toBe(200);
    expect(myVenuesResponseSchema.parse((await get('/api/users/places', 'multi')).json()).data).toHaveLength(
      2,
    );
  });

  it('holds a month of activity by the owner, the manager, the team member and the counter link', async () => {
    const entries = activityPageResponseSchema.parse(
      (
        await get(
          `/api/places/${placeId}/activity?limit=100&from=${new Date(Date.now() - 31 * DAY).toISOString().slice(0, 10)}`,
          'owner',
        )
      ).json(),
    ).data;
    const actors = new Set(entries.map((e) => (e.actor.kind === 'person' ? e.actor.email : e.actor.kind)));
    expect(actors).toEqual(
      new Set(['owner@demo.test', 'manager@demo.test', 'team@demo.test', 'counter_link', DEMO_ASKER.email]),
    );
    const actions = new Set(entries.map((e) => e.action));
    for (const action of [
      'team.invited',
      'team.joined',
      'pass.redeemed',
      'reply.written',
      'counter_link.created',
    ])
      expect(actions).toContain(action);
    const all = activityPageResponseSchema.parse(
      (await get(`/api/places/${placeId}/activity?kind=missions`, 'owner')).json(),
    ).data;
    expect(all.some((e) => e.action === 'mission.launched' && e.actor.email === 'manager@demo.test')).toBe(
      true,
    );
  });
});
