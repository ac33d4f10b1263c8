import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestDataResponseSchema, guestErasureResponseSchema } from '@venues/contracts/guest-data';
import {
  activityLog,
  missionPasses,
  missions,
  reviewers,
  reviews,
  visits,
  webhookDeliveries,
  webhookEndpoints,
} from '../../src/db/schema';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

const DAY = 86_400_000;
const GUEST_UID = 'anon-guest-erase-me-4f2c';

describe("a guest's data from the private link", () => {
  let t: TestApp;
  let placeId: string;
  let otherPlaceId: string;
  let guestId: string;
  let strangerId: string;
  let owner: TestUser;
  let admin: TestUser;
  let pending: TestUser;
  const ids: Record<string, string> = {};

  const link = (reviewId: string) =>
    `/api/capture/guest-data?${t.app.urlSigner.withdrawQuery(reviewId).toString()}`;
  const call = (method: 'GET' | 'DELETE', url: string, token?: string) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {} });
  const visitsAt = async (place: string) =>
    (await t.app.db.select({ n: count() }).from(visits).where(eq(visits.placeId, place)))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    [owner, admin, pending] = await Promise.all([
      createTestUser(),
      createTestUser({ admin: true }),
      createTestUser(),
    ]);
    placeId = (await insertPlace(t.app, { name: 'Trattoria del Guado' })).id;
    otherPlaceId = (await insertPlace(t.app, { name: 'Bar Centrale' })).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertClaim(t.app, pending, otherPlaceId, 'pending');
    const [guest, stranger] = await t.app.db
      .insert(reviewers)
      .values([
        { displayName: 'Marta C.', guestUid: GUEST_UID },
        { displayName: 'Luca B.', guestUid: 'anon-other-guest-88' },
      ])
      .returning();
    guestId = guest!.id;
    strangerId = stranger!.id;
    const review = async (key: string, values: Partial<typeof reviews.$inferInsert>) => {
      const [row] = await t.app.db
        .insert(reviews)
        .values({ placeId, reviewerId: guestId, title: key, description: '', ...values })
        .returning();
      ids[key] = row!.id;
      return row!;
    };
    const consent = { consentVersion: 2, consentLanguage: 'it' as const, consentedAt: new Date() };
    const first = await review('Carbonara perfetta', {
      ...consent,
      publishedAt: new Date(),
      publicConsent: true,
      publicConsentAt: new Date(),
    });
    await review('Al bar', { ...consent, placeId: otherPlaceId, publishedAt: new Date() });
    await review('Altro ospite', { reviewerId: strangerId, publishedAt: new Date() });
    const [mission] = await t.app.db
      .insert(missions)
      .values({
        placeId,
        code: 'guestdata1',
        title: 'Torna a pranzo',
        description: 'Un caffè in omaggio',
        deadline: new Date(Date.now() + 7 * DAY),
      })
      .returning();
    const [visit] = await t.app.db
      .insert(visits)
      .values([
        { placeId, reviewerId: guestId, reviewId: first.id, estimatedSpendCents: 2500 },
        { placeId, reviewerId: guestId, missionId: mission!.id, estimatedSpendCents: 2500 },
        { placeId, reviewerId: strangerId, estimatedSpendCents: 2500 },
      ])
      .returning();
    await t.app.db.insert(missionPasses).values([
      {
        missionId: mission!.id,
        placeId,
        reviewerId: guestId,
        code: 'PASS1234',
        redeemedAt: new Date(),
        visitId: visit!.id,
      },
      { missionId: mission!.id, placeId, reviewerId: strangerId, code: 'PASS5678' },
    ]);
    await t.app.db
      .insert(webhookEndpoints)
      .values({ placeId, url: 'https://hooks.example/in', events: ['review.withdrawn'], secret: 's' });
  });
  afterAll(() => t.close());

  it("lists every review with its consent record, the passes and the visits of the link's guest, and no one else's", async () => {
    const response = await call('GET', link(ids['Carbonara perfetta']!));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = guestDataResponseSchema.parse(response.json());
    expect(data.name).toBe('Marta C.');
    expect(data.reviews.map((review) => review.title).sort()).toEqual(['Al bar', 'Carbonara perfetta']);
    expect(data.reviews.find((review) => review.title === 'Carbonara perfetta')!.consent).toMatchObject({
      version: 2,
      language: 'it',
      public_display: true,
    });
    expect(data.passes).toEqual([
      expect.objectContaining({
        code: 'PASS1234',
        venue_name: 'Trattoria del Guado',
        mission_title: 'Torna a pranzo',
      }),
    ]);
    expect(data.visits).toHaveLength(2);
    expect(response.body).not.toContain('Altro ospite');
    expect(response.body).not.toContain('PASS5678');
    expect(response.body).not.toContain(GUEST_UID);

    // The other guest's link opens the other guest's data only.
    const other = guestDataResponseSchema.parse((await call('GET', link(ids['Altro ospite']!))).json()).data;
    expect(other.reviews.map((review) => review.title)).toEqual(['Altro ospite']);
  });

  it('refuses a forged or expired link, and answers 400 with the fields for a malformed one', async () => {
    const url = link(ids['Carbonara perfetta']!);
    const forged = await call('GET', url.replace(/signature=[^&]+/, 'signature=AAAA'));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('capture/withdraw-invalid');
    // A valid signature for one review does not open another: the signature covers the review's id.
    const swapped = url.replace(ids['Carbonara perfetta']!, ids['Altro ospite']!);
    expect((await call('DELETE', swapped)).statusCode).toBe(403);
    const expired = `/api/capture/guest-data?review=${ids['Carbonara perfetta']}&expires=1000&signature=${new URLSearchParams(url.split('?')[1]).get('signature')}`;
    expect((await call('GET', expired)).statusCode).toBe(403);
    const malformed = await call('GET', '/api/capture/guest-data?review=not-a-uuid&expires=x');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields)).toEqual(
      expect.arrayContaining(['review', 'expires', 'signature']),
    );
  });

  it('gives a signed-in owner, a pending claimant or staff nothing without the link', async () => {
    for (const user of [owner, pending, admin]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await call(method, '/api/capture/guest-data', user.token);
        expect(response.statusCode, `${method} ${user.email}`).toBe(400);
      }
      const forged = link(ids['Carbonara perfetta']!).replace(/signature=[^&]+/, 'signature=AAAA');
      expect((await call('DELETE', forged, user.token)).statusCode).toBe(403);
    }
  });

  it('erases everything: reviews and passes gone, visits kept for the venues and unlinked, no row with the uid', async () => {
    const before = { here: await visitsAt(placeId), there: await visitsAt(otherPlaceId) };
    const url = link(ids['Carbonara perfetta']!);
    const response = await call('DELETE', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(guestErasureResponseSchema.parse(response.json()).data).toEqual({
      reviews_deleted: 2,
      passes_deleted: 1,
      visits_unlinked: 2,
    });
    expect({ here: await visitsAt(placeId), there: await visitsAt(otherPlaceId) }).toEqual(before);
    expect(await t.app.db.select().from(reviewers).where(eq(reviewers.guestUid, GUEST_UID))).toEqual([]);
    expect(await t.app.db.select().from(reviewers).where(eq(reviewers.id, guestId))).toEqual([]);
    expect(await t.app.db.select().from(reviews).where(eq(reviews.reviewerId, guestId))).toEqual([]);
    expect(await t.app.db.select().from(missionPasses).where(eq(missionPasses.code, 'PASS1234'))).toEqual([]);
    // The kept visits point at a guest row that holds nothing, and at no review.
    const kept = await t.app.db
      .select({ reviewId: visits.reviewId, name: reviewers.displayName, uid: reviewers.guestUid })
      .from(visits)
      .innerJoin(reviewers, eq(reviewers.id, visits.reviewerId))
      .where(eq(visits.placeId, placeId));
    expect(kept.filter((visit) => visit.name === '')).toEqual([
      { reviewId: null, name: '', uid: null },
      { reviewId: null, name: '', uid: null },
    ]);
    // Each venue's log says a guest withdrew a review, and names no one.
    const logged = await t.app.db
      .select({ action: activityLog.action, actorKind: activityLog.actorKind, actorId: activityLog.actorId })
      .from(activityLog)
      .where(eq(activityLog.placeId, otherPlaceId));
    expect(logged).toEqual([{ action: 'review.withdrawn', actorKind: 'guest', actorId: null }]);
    // The venue's systems hear that the reviews were withdrawn.
    const events = await t.app.db.select({ type: webhookDeliveries.eventType }).from(webhookDeliveries);
    expect(events.map((event) => event.type)).toContain('review.withdrawn');
    // The other guest is untouched, and the link now opens nothing.
    expect(await t.app.db.select().from(reviewers).where(eq(reviewers.id, strangerId))).toHaveLength(1);
    expect((await call('GET', url)).statusCode).toBe(404);
    expect((await call('DELETE', url)).statusCode).toBe(404);
  });
});

describe('staff acting for a guest who lost the link', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let pending: TestUser;
  let placeId: string;
  let reviewId: string;

  const post = (path: 'export' | 'erase', body: unknown, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/guests/${path}`,
      headers: token ? bearer(token) : {},
      payload: body as Record<string, unknown>,
    });

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    [owner, admin, pending] = await Promise.all([
      createTestUser(),
      createTestUser({ admin: true }),
      createTestUser(),
    ]);
    placeId = (await insertPlace(t.app, { name: 'Osteria Smarrita' })).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertClaim(t.app, pending, (await insertPlace(t.app)).id, 'pending');
    const [guest] = await t.app.db
      .insert(reviewers)
      .values({ displayName: 'Paolo V.', guestUid: 'anon-lost-link-31' })
      .returning();
    const [review] = await t.app.db
      .insert(reviews)
      .values({
        placeId,
        reviewerId: guest!.id,
        title: 'Ottimo risotto',
        description: '',
        publishedAt: new Date(),
      })
      .returning();
    reviewId = review!.id;
    const [mission] = await t.app.db
      .insert(missions)
      .values({
        placeId,
        code: 'lostlink01',
        title: 'Aperitivo',
        description: 'Uno spritz',
        deadline: new Date(Date.now() + 7 * DAY),
      })
      .returning();
    await t.app.db
      .insert(missionPasses)
      .values({ missionId: mission!.id, placeId, reviewerId: guest!.id, code: 'LOST2345' });
  });
  afterAll(() => t.close());

  it('is for staff only: no user 401, an owner or a pending claimant 403, and nothing is recorded', async () => {
    const body = { review_id: reviewId, reason: 'Il cliente ha scritto il 3 marzo' };
    for (const path of ['export', 'erase'] as const) {
      expect((await post(path, body)).statusCode).toBe(401);
      expect((await post(path, body, owner.token)).statusCode).toBe(403);
      expect((await post(path, body, pending.token)).statusCode).toBe(403);
    }
    expect(await t.app.staffActionsRepository.list()).toEqual([]);
  });

  it('answers 400 with the field for a missing reason, both keys or neither, and 404 for an unknown one', async () => {
    const noReason = await post('export', { review_id: reviewId }, admin.token);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toHaveProperty('reason');
    const both = await post(
      'export',
      { review_id: reviewId, pass_code: 'LOST2345', reason: 'asked' },
      admin.token,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toHaveProperty('review_id');
    const neither = await post('erase', { reason: 'asked' }, admin.token);
    expect(neither.json().error.fields).toHaveProperty('review_id');
    const badId = await post('erase', { review_id: 'nope', reason: 'asked' }, admin.token);
    expect(badId.json().error.fields).toHaveProperty('review_id');
    expect((await post('export', { pass_code: 'NOSUCH99', reason: 'asked' }, admin.token)).statusCode).toBe(
      404,
    );
  });

  it('exports by pass code and erases by review id, recording who and why each time', async () => {
    const exported = await post(
      'export',
      { pass_code: 'lost2345', reason: 'Richiesta via email del 3/3' },
      admin.token,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(guestDataResponseSchema.parse(exported.json()).data.reviews.map((r) => r.title)).toEqual([
      'Ottimo risotto',
    ]);
    const erased = await post(
      'erase',
      { review_id: reviewId, reason: 'Cancellazione richiesta' },
      admin.token,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect(guestErasureResponseSchema.parse(erased.json()).data).toMatchObject({
      reviews_deleted: 1,
      passes_deleted: 1,
    });
    expect(
      (await t.app.staffActionsRepository.list()).map(({ staffUid, action, subject, reason }) => ({
        staffUid,
        action,
        subject,
        reason,
      })),
    ).toEqual([
      {
        staffUid: admin.uid,
        action: 'export',
        subject: 'pass:LOST2345',
        reason: 'Richiesta via email del 3/3',
      },
      {
        staffUid: admin.uid,
        action: 'erase',
        subject: `review:${reviewId}`,
        reason: 'Cancellazione richiesta',
      },
    ]);
    expect(
      await t.app.db.select().from(reviewers).where(eq(reviewers.guestUid, 'anon-lost-link-31')),
    ).toEqual([]);
    expect((await post('erase', { review_id: reviewId, reason: 'again' }, admin.token)).statusCode).toBe(404);
  });
});
