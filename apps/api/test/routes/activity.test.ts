import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPageResponseSchema } from '@venues/contracts/activity';
import type { ActivityAction } from '@venues/contracts/activity-rules';
import { missionResponseSchema, passResponseSchema } from '@venues/contracts/missions';
import { activityLog, reviewers, reviewReports, reviews } from '../../src/db/schema';
import { ACTIVITY_PURGE_JOB } from '../../src/plugins/app/activity/jobs';
import { appOrigin, createCustomer } from '../billing/fixtures';
import { insertClaim, insertMember, insertPlace, subscribe } from '../helpers/fixtures';
import { activityCount, activityOf } from '../helpers/team';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createGuest, createTestUser, type TestUser } from '../helpers/users';

const DAY = 86_400_000;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;

describe('the activity log', () => {
  let t: TestApp;
  let owner: TestUser;
  let manager: TestUser;
  let waiter: TestUser;
  let admin: TestUser;
  let placeId: string;
  let reviewerId: string;
  const GUEST_NAME = 'Ludovica Scarpellini Marchetti';

  beforeAll(async () => {
    t = await createTestApp({ SENSITIVE_RATE_LIMIT_MAX: '10000', JOBS_POLL_MS: '0' });
    [owner, manager, waiter, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
    placeId = (await insertPlace(t.app, { name: 'Osteria Registro' })).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertMember(t.app, manager, placeId, 'manager');
    await insertMember(t.app, waiter, placeId, 'team');
    await subscribe(t.app, owner, placeId, 'starter');
    const [reviewer] = await t.app.db
      .insert(reviewers)
      .values({ displayName: GUEST_NAME, guestUid: 'guest-uid-never-logged' })
      .returning();
    reviewerId = reviewer!.id;
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const as = (user: TestUser | { token: string }) => bearer(user.token);
  const publicReview = async () => {
    const [row] = await t.app.db
      .insert(reviews)
      .values({
        placeId,
        reviewerId,
        title: 'Fresh fish',
        description: 'Lovely',
        ratingOverall: 4,
        videoKey: 'reviews/secret/video.mp4',
        consentVersion: 2,
        publicConsent: true,
        publicConsentAt: new Date(),
      })
      .returning({ id: reviews.id });
    return row!.id;
  };

  /** Runs a write and checks that it left exactly one entry, of that action, by that actor. */
  const once = async (
    action: ActivityAction,
    write: () => ReturnType<typeof call>,
    actor: { kind: string; id?: string | null },
  ) => {
    const before = await activityCount(t.app, placeId);
    const response = await write();
    expect(response.statusCode, `${action}: ${response.body}`).toBeLessThan(300);
    const entries = await activityOf(t.app, placeId);
    expect(entries.length, action).toBe(before + 1);
    const entry = entries.at(-1)!;
    expect(entry.action).toBe(action);
    expect(entry.actorKind).toBe(actor.kind);
    if (actor.id !== undefined) expect(entry.actorId).toBe(actor.id);
    return response;
  };
  /** Runs a write that is refused and checks that it left no entry. */
  const none = async (status: number, write: () => ReturnType<typeof call>) => {
    const before = await activityCount(t.app, placeId);
    const response = await write();
    expect(response.statusCode, response.body).toBe(status);
    expect(await activityCount(t.app, placeId)).toBe(before);
  };

  it('writes exactly one entry for every change, and none for a change that fails', async () => {
    const reviewId = await publicReview();
    const review = (path: string) => `/api/places/${placeId}/reviews/${reviewId}/${path}`;
    const person = (user: TestUser) => ({ kind: 'person', id: user.uid });

    // Replies and highlights.
    await once(
      'reply.written',
      () => call('PUT', review('reply'), as(manager), { body: 'Grazie!' }),
      person(manager),
    );
    await once(
      'reply.edited',
      () => call('PUT', review('reply'), as(owner), { body: 'Grazie mille!' }),
      person(owner),
    );
    await once('reply.deleted', () => call('DELETE', review('reply'), as(owner)), person(owner));
    await none(404, () => call('DELETE', review('reply'), as(owner)));
    await none(403, () => call('PUT', review('reply'), as(waiter), { body: 'Ciao' }));
    await once('review.highlighted', () => call('PUT', review('highlight'), as(manager)), person(manager));
    await once(
      'review.unhighlighted',
      () => call('DELETE', review('highlight'), as(manager)),
      person(manager),
    );
    await once(
      'review.reported',
      () => call('POST', review('reports'), as(owner), { reason: 'spam', note: '' }),
      person(owner),
    );
    await none(409, () => call('POST', review('reports'), as(owner), { reason: 'spam', note: '' }));

    // Missions.
    const body = {
      title: 'Bring a friend',
      description: 'Come with a friend',
      reward: 'A dessert',
      conditions: '',
      starts_at: new Date(Date.now() - DAY).toISOString(),
      deadline: new Date(Date.now() + 7 * DAY).toISOString(),
    };
    const launched = await once(
      'mission.launched',
      () => call('POST', `/api/places/missions?id=${placeId}`, as(manager), body),
      person(manager),
    );
    const mission = missionResponseSchema.parse(launched.json()).data;
    const missionUrl = (path = '') => `/api/places/missions/${mission.id}${path}?id=${placeId}`;
    await once(
      'mission.edited',
      () => call('PUT', missionUrl(), as(owner), { ...body, title: 'Bring two' }),
      person(owner),
    );
    await once('mission.paused', () => call('POST', missionUrl('/pause'), as(owner)), person(owner));
    await none(200, () => call('POST', missionUrl('/pause'), as(owner)));
    await once('mission.resumed', () => call('POST', missionUrl('/resume'), as(owner)), person(owner));

    // Redemptions, by a team member and by a counter link.
    const guest = await createGuest();
    const pass = async () => {
      const taken = await call('POST', `/api/missions/${mission.code}/pass`, as(guest), { language: 'en' });
      return passResponseSchema.parse(taken.json()).data!.code;
    };
    const code = await pass();
    const redeemUrl = `/api/redeem/passes/${code}?id=${placeId}`;
    await once(
      'pass.redeemed',
      () => call('POST', redeemUrl, as(waiter), { bill_cents: 4200 }),
      person(waiter),
    );
    await none(409, () => call('POST', redeemUrl, as(waiter), {}));
    await once('pass.redemption_undone', () => call('DELETE', redeemUrl, as(waiter)), person(waiter));
    const link = await once(
      'counter_link.created',
      () => call('POST', `/api/places/counter-links?id=${placeId}`, as(manager), { label: 'Bar' }),
      person(manager),
    );
    const { id: linkId, url } = link.json().data as { id: string; url: string };
    const counter = { authorization: `Counter ${url.split('#')[1]}` };
    await once('pass.redeemed', () => call('POST', `/api/redeem/passes/${code}`, counter, {}), {
      kind: 'counter_link',
      id: linkId,
    });
    await once(
      'counter_link.revoked',
      () => call('DELETE', `/api/places/counter-links/${linkId}?id=${placeId}`, as(manager)),
      person(manager),
    );
    await once('mission.ended', () => call('POST', missionUrl('/end'), as(manager)), person(manager));
    await none(200, () => call('POST', missionUrl('/end'), as(manager)));

    // Table codes, webhooks and the credit line.
    const table = await once(
      'review_code.created',
      () => call('POST', `/api/places/${placeId}/review-codes`, as(manager), { label: 'Tavolo 9' }),
      person(manager),
    );
    await once(
      'review_code.revoked',
      () =>
        call('POST', `/api/places/${placeId}/review-codes/${table.json().data.id}/revoke`, as(manager), {
          reissue: false,
        }),
      person(manager),
    );
    const hook = await once(
      'webhook.created',
      () =>
        call('POST', `/api/places/webhooks?id=${placeId}`, as(manager), {
          url: 'http://127.0.0.1:9/hooks',
          events: ['review.published'],
        }),
      person(manager),
    );
    const hookUrl = (path = '') => `/api/places/webhooks/${hook.json().data.id}${path}?id=${placeId}`;
    await once(
      'webhook.updated',
      () => call('PATCH', hookUrl(), as(manager), { enabled: false }),
      person(manager),
    );
    await once(
      'webhook.secret_rotated',
      () => call('POST', hookUrl('/secret'), as(manager)),
      person(manager),
    );
    await once('webhook.deleted', () => call('DELETE', hookUrl(), as(manager)), person(manager));
    await once(
      'publishing.updated',
      () => call('PUT', `/api/places/publishing?id=${placeId}`, as(owner), { credit_hidden: true }),
      person(owner),
    );
    await none(200, () =>
      call('PUT', `/api/places/publishing?id=${placeId}`, as(owner), { credit_hidden: true }),
    );

    // Staff's decisions: a hidden review, a paused mission.
    const [report] = await t.app.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
    await once(
      'review.hidden',
      () =>
        call('POST', `/api/admin/review-reports/${report!.id}/hide`, as(admin), {
          reason: 'Spam, not a guest',
        }),
      { kind: 'staff', id: admin.uid },
    );
    const second = await call('POST', `/api/places/missions?id=${placeId}`, as(owner), body);
    const secondId = missionResponseSchema.parse(second.json()).data.id;
    await once(
      'mission.paused',
      () =>
        call('POST', `/api/admin/places/${placeId}/missions/${secondId}/pause`, as(admin), {
          reason: 'Rewards a review',
        }),
      { kind: 'staff', id: admin.uid },
    );

    // The plan, through the local billing provider's confirmation.
    const customer = await createCustomer(t.app, { ...owner, placeId });
    const subscription = customer.subscriptions.find((s) => s.restaurant_id === placeId)!;
    const session = await call('POST', '/api/stripe/subscription/update', as(owner), {
      customer_id: customer.id,
      subscription_item_id: subscription.items.data[0]!.id,
      to: 'pro',
      return_url: `${appOrigin(t.env)}/dashboard/plans`,
    });
    const sessionId = (session.json().session_url as string).split('/').pop()!;
    await once(
      'plan.changed',
      () => call('POST', `/api/billing/sessions/${sessionId}/confirm`, as(owner)),
      person(owner),
    );
  });

  it('never holds a guest’s name, uid or media URL', async () => {
    const text = JSON.stringify(await activityOf(t.app, placeId));
    expect(text).not.toContain(GUEST_NAME);
    expect(text).not.toContain('Ludovica');
    expect(text).not.toContain('guest-uid-never-logged');
    expect(text).not.toContain('video.mp4');
    expect(text).not.toContain('/media/');
  });

  const page = (query: string, who: TestUser = owner) =>
    call('GET', `/api/places/${placeId}/activity${query}`, as(who));

  it('shows owners, managers and staff the log, newest first, with who did what, and refuses the team', async () => {
    for (const who of [owner, manager, admin]) {
      const response = await page('', who);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await page('', waiter)).statusCode).toBe(403);
    expect((await call('GET', `/api/places/${placeId}/activity`, {})).statusCode).toBe(401);
    const entries = activityPageResponseSchema.parse((await page('?limit=100')).json()).data;
    const times = entries.map((entry) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const reply = entries.find((entry) => entry.action === 'reply.written');
    expect(reply?.actor).toEqual({ kind: 'person', id: manager.uid, name: null, email: manager.email });
    const byLink = entries.find((entry) => entry.actor.kind === 'counter_link');
    expect(byLink?.actor.name).toBe('Bar');
    const byStaff = entries.find((entry) => entry.actor.kind === 'staff');
    expect(byStaff?.actor).toEqual({ kind: 'staff', id: null, name: null, email: null });
  });

  it('filters by person, kind of change and period, and pages by cursor without overlap', async () => {
    const byManager = activityPageResponseSchema.parse(
      (await page(`?person=${manager.uid}&limit=100`)).json(),
    );
    expect(byManager.data.length).toBeGreaterThan(5);
    expect(byManager.data.every((entry) => entry.actor.id === manager.uid)).toBe(true);
    const missions = activityPageResponseSchema.parse((await page('?kind=missions&limit=100')).json()).data;
    expect(new Set(missions.map((entry) => entry.kind))).toEqual(new Set(['missions']));
    const staffOnly = activityPageResponseSchema.parse((await page('?actor_kind=staff')).json()).data;
    expect(staffOnly.map((entry) => entry.action).sort()).toEqual(['mission.paused', 'review.hidden']);
    const future = activityPageResponseSchema.parse((await page('?from=2099-01-01')).json()).data;
    expect(future).toEqual([]);

    const all = activityPageResponseSchema.parse((await page('?limit=100')).json()).data;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next = activityPageResponseSchema.parse(
        (await page(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`)).json(),
      );
      seen.push(...next.data.map((entry) => entry.id));
      cursor = next.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.map((entry) => entry.id));
  });

  it('exports the filtered log as CSV', async () => {
    const response = await call(
      'GET',
      `/api/places/${placeId}/activity.csv?kind=redemptions&lang=it`,
      as(manager),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith('\uFEFFData,Chi,Email')).toBe(true);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.includes('Link cassa'))).toBe(true);
    expect((await call('GET', `/api/places/${placeId}/activity.csv`, as(waiter))).statusCode).toBe(403);
  });

  it('answers 400 to a bad cursor, kind, period or limit', async () => {
    for (const query of [
      '?cursor=not-a-cursor',
      '?kind=everything',
      '?from=2026-02-30',
      '?from=2026-03-02&to=2026-03-01',
      '?limit=0',
      '?limit=1000',
      '?actor_kind=robot',
    ]) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('validation/invalid-input');
    }
  });

  it('purges the entries older than 13 months, and keeps the rest', async () => {
    const before = await activityCount(t.app, placeId);
    await t.app.db.insert(activityLog).values([
      {
        placeId,
        actorKind: 'staff',
        kind: 'team',
        action: 'team.joined',
        createdAt: new Date(Date.now() - 400 * DAY),
      },
      {
        placeId,
        actorKind: 'staff',
        kind: 'team',
        action: 'team.joined',
        createdAt: new Date(Date.now() - 380 * DAY),
      },
    ]);
    await t.app.jobs.enqueue(ACTIVITY_PURGE_JOB, {});
    await t.app.jobs.runDue();
    expect(await activityCount(t.app, placeId)).toBe(before + 1);
    const [oldest] = await t.app.db
      .select({ at: sql<string>`min(${activityLog.createdAt})::text` })
      .from(activityLog)
      .where(eq(activityLog.placeId, placeId));
    expect(new Date(oldest!.at).getTime()).toBeGreaterThan(Date.now() - 396 * DAY);
  });
});
