import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, staffCan, venueActions, type VenueAction, type VenueRole } from '@venues/contracts/team-rules';
import { reviewers, reviews } from '../../src/db/schema';
import { insertClaim, insertMember, insertPlace, subscribe } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Route = { method: Method; url: string; action: VenueAction; body?: (who: Who) => object };
type Who = {
  name: string;
  headers: Record<string, string>;
  email: string;
  /** What the rights give this caller: a role, staff's reads, a counter link's one screen, or nothing. */
  kind: { role: VenueRole } | { staff: true } | { counter: true } | { token: false } | { none: true };
};

const DAY = 86_400_000;
const unknown = randomUUID();

/**
 * Every place-scoped route, asked by every kind of caller: owner, manager, team member, a removed person,
 * another venue's owner, a pending claimant, no token, the provider's staff and a counter link. A caller
 * the rights table lets through gets past the access check (any answer but 401 and 403); every other is
 * refused with 403, or 401 without a token.
 */
describe('the role × route matrix', () => {
  let t: TestApp;
  let placeId: string;
  let reviewId: string;
  const callers: Who[] = [];
  const routes: Route[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SENSITIVE_RATE_LIMIT_MAX: '100000' });
    const [owner, manager, member, removed, otherOwner, pending, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
    placeId = (await insertPlace(t.app)).id;
    const otherPlace = (await insertPlace(t.app)).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await subscribe(t.app, owner, placeId, 'pro');
    await insertMember(t.app, manager, placeId, 'manager');
    await insertMember(t.app, member, placeId, 'team');
    await insertMember(t.app, removed, placeId, 'team');
    await insertClaim(t.app, otherOwner, otherPlace, 'approved');
    await insertClaim(t.app, pending, placeId, 'pending');
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/places/${placeId}/team/${removed.uid}`,
      headers: bearer(owner.token),
    });
    expect(removal.statusCode).toBe(204);
    const link = await t.app.inject({
      method: 'POST',
      url: `/api/places/counter-links?id=${placeId}`,
      headers: bearer(owner.token),
      payload: { label: 'Counter' },
    });
    const secret = (link.json().data.url as string).split('#')[1]!;

    const [reviewer] = await t.app.db.insert(reviewers).values({ displayName: 'Guest G.' }).returning();
    const [review] = await t.app.db
      .insert(reviews)
      .values({ placeId, reviewerId: reviewer!.id, title: 'Good', description: 'Fine' })
      .returning();
    reviewId = review!.id;

    const person = (name: string, user: TestUser, kind: Who['kind']): Who => ({
      name,
      headers: bearer(user.token),
      email: user.email,
      kind,
    });
    callers.push(
      person('owner', owner, { role: 'owner' }),
      person('manager', manager, { role: 'manager' }),
      person('team member', member, { role: 'team' }),
      person('removed person', removed, { none: true }),
      person("another venue's owner", otherOwner, { none: true }),
      person('pending claimant', pending, { none: true }),
      { name: 'no token', headers: {}, email: 'nobody@test.example', kind: { token: false } },
      person('staff', admin, { staff: true }),
      {
        name: 'counter link',
        headers: { authorization: `Counter ${secret}` },
        email: 'counter@test.example',
        kind: { counter: true },
      },
    );

    const q = `?id=${placeId}`;
    const p = `/api/places/${placeId}`;
    const mission = {
      title: 'Matrix',
      description: 'A mission',
      reward: 'A coffee',
      conditions: '',
      starts_at: new Date(Date.now() - DAY).toISOString(),
      deadline: new Date(Date.now() + DAY).toISOString(),
    };
    const r = (method: Method, url: string, action: VenueAction, body?: Route['body']) =>
      routes.push({ method, url, action, body });
    r('GET', `/api/places/stats${q}`, 'summary.view');
    r('GET', `/api/places/reviewers${q}`, 'summary.view');
    r('GET', `${p}/reviews`, 'reviews.read');
    r('GET', `/api/reviews/${reviewId}`, 'reviews.read');
    r('GET', `${p}/reviews/${reviewId}/video`, 'reviews.read');
    r('GET', `${p}/reviews/${reviewId}/video?download=1`, 'reviews.download');
    r('PUT', `${p}/reviews/${unknown}/reply`, 'reviews.reply', () => ({ body: 'Thanks' }));
    r('DELETE', `${p}/reviews/${unknown}/reply`, 'reviews.reply');
    r('PUT', `${p}/reviews/${unknown}/highlight`, 'reviews.reply');
    r('DELETE', `${p}/reviews/${unknown}/highlight`, 'reviews.reply');
    r('POST', `${p}/reviews/${unknown}/reports`, 'reviews.report', () => ({ reason: 'spam' }));
    r('GET', `/api/places/missions${q}`, 'missions.view');
    r('POST', `/api/places/missions${q}`, 'missions.manage', () => mission);
    r('PUT', `/api/places/missions/${unknown}${q}`, 'missions.manage', () => mission);
    for (const verb of ['pause', 'resume', 'end'])
      r('POST', `/api/places/missions/${unknown}/${verb}${q}`, 'missions.manage');
    r('GET', `/api/places/missions/${unknown}/results${q}`, 'missions.view');
    r('GET', `/api/places/missions/${unknown}/poster${q}&size=a4`, 'missions.view');
    r('GET', `/api/places/counter-links${q}`, 'counter-links.manage');
    r('POST', `/api/places/counter-links${q}`, 'counter-links.manage', () => ({ label: 'Bar' }));
    r('DELETE', `/api/places/counter-links/${unknown}${q}`, 'counter-links.manage');
    r('GET', `/api/redeem/passes/ABCDEFGH${q}`, 'passes.redeem');
    r('POST', `/api/redeem/passes/ABCDEFGH${q}`, 'passes.redeem', () => ({}));
    r('DELETE', `/api/redeem/passes/ABCDEFGH${q}`, 'passes.redeem');
    r('GET', `${p}/review-codes`, 'qr.print');
    r('GET', `${p}/review-codes/printables?kind=tents`, 'qr.print');
    r('POST', `${p}/review-codes`, 'qr.manage', () => ({ label: `Table ${randomUUID().slice(0, 8)}` }));
    r('POST', `${p}/review-codes/${unknown}/revoke`, 'qr.manage', () => ({ reissue: false }));
    r('GET', `${p}/report?period=30`, 'report.view');
    r('GET', `${p}/report/reviews.csv?period=30`, 'report.view');
    r('GET', `${p}/report/visits.csv?period=30`, 'report.view');
    r('GET', `${p}/report.pdf?period=30`, 'report.view');
    r('GET', `/api/places/publishing${q}`, 'integrations.view');
    r('PUT', `/api/places/publishing${q}`, 'integrations.manage', () => ({ credit_hidden: false }));
    r('GET', `/api/places/webhooks${q}`, 'integrations.view');
    r('POST', `/api/places/webhooks${q}`, 'integrations.manage', () => ({
      url: 'http://127.0.0.1:9/hooks',
      events: ['review.published'],
    }));
    r('PATCH', `/api/places/webhooks/${unknown}${q}`, 'integrations.manage', () => ({ enabled: false }));
    r('DELETE', `/api/places/webhooks/${unknown}${q}`, 'integrations.manage');
    r('POST', `/api/places/webhooks/${unknown}/secret${q}`, 'integrations.manage');
    r('POST', `/api/places/webhooks/${unknown}/test${q}`, 'integrations.manage');
    r('GET', `/api/places/webhooks/${unknown}/deliveries${q}`, 'integrations.view');
    r('PUT', `/api/notifications/${placeId}`, 'notifications.own', () => ({
      new_reviews: 'all',
      low_rating_max: 3,
      weekly_digest: true,
      monthly_report: true,
    }));
    r('GET', `${p}/activity`, 'activity.view');
    r('GET', `${p}/activity.csv`, 'activity.view');
    r('GET', `${p}/team`, 'team.manage');
    r('PATCH', `${p}/team/nobody-${unknown}`, 'team.manage', () => ({ role: 'team' }));
    r('DELETE', `${p}/team/nobody-${unknown}`, 'team.manage');
    r('POST', `${p}/invitations`, 'team.manage', () => ({
      email: `invitee-${randomUUID()}@test.example`,
      role: 'team',
    }));
    r('POST', `${p}/invitations/${unknown}/resend`, 'team.manage');
    r('DELETE', `${p}/invitations/${unknown}`, 'team.manage');
    r('POST', `${p}/access-requests/${unknown}/accept`, 'team.manage', () => ({ role: 'team' }));
    r('POST', `${p}/access-requests/${unknown}/decline`, 'team.manage');
    r('POST', '/api/stripe/customer', 'billing.manage', (who) => ({
      name: 'Someone',
      email: who.email,
      restaurant_id: placeId,
    }));
  });
  afterAll(() => t.close());

  /** 'pass' when the caller gets past the access check, else the status it must be refused with. */
  const expected = (who: Who, action: VenueAction): 'pass' | 401 | 403 => {
    const { kind } = who;
    if ('token' in kind) return 401;
    if ('counter' in kind) return action === 'passes.redeem' ? 'pass' : 401;
    if ('staff' in kind) return staffCan(action) ? 'pass' : 403;
    if ('role' in kind) return can(kind.role, action) ? 'pass' : 403;
    return 403;
  };

  it('lets through exactly whom the rights table names, on every place-scoped route', async () => {
    const mismatches: string[] = [];
    for (const who of callers) {
      for (const route of routes) {
        const response = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: who.headers,
          ...(route.body ? { payload: route.body(who) } : {}),
        });
        const want = expected(who, route.action);
        const got = response.statusCode;
        const ok = want === 'pass' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok) mismatches.push(`${who.name} ${route.method} ${route.url}: ${got}, wanted ${want}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('asks about every action of the rights table (leaving and the venue’s profile have routes of their own)', () => {
    const covered = new Set(routes.map((route) => route.action));
    expect(
      venueActions.filter(
        (action) => !covered.has(action) && action !== 'venue.view' && action !== 'team.leave',
      ),
    ).toEqual([]);
  });
});
