import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewsResponseSchema, reviewDetailResponseSchema } from '@venues/contracts/dashboard';
import {
  adminRepliesResponseSchema,
  adminReplyResponseSchema,
  highlightResponseSchema,
  HIGHLIGHTS_MAX,
  replyResponseSchema,
} from '@venues/contracts/replies';
import { places, reviewers, reviewReplies, reviews } from '../../src/db/schema';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

describe('public replies and highlights', () => {
  let t: TestApp;
  let owner: TestUser;
  let otherOwner: TestUser;
  let pendingClaimant: TestUser;
  let admin: TestUser;
  let placeId: string;
  let slug: string;
  let elsewhereId: string;
  let reviewerId: string;

  const insertReview = async (
    place: string,
    values: Partial<typeof reviews.$inferInsert> = {},
  ): Promise<string> => {
    const [review] = await t.app.db
      .insert(reviews)
      .values({ placeId: place, reviewerId, title: 'Great pasta', description: 'Warm welcome', ...values })
      .returning({ id: reviews.id });
    return review!.id;
  };
  const publicReview = (place = placeId) =>
    insertReview(place, { consentVersion: 2, publicConsent: true, publicConsentAt: new Date() });

  const call = (
    method: 'PUT' | 'DELETE' | 'GET' | 'POST',
    url: string,
    user: TestUser | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? bearer(user.token) : {},
      ...(payload ? { payload } : {}),
    });
  const replyUrl = (reviewId: string, place = placeId) => `/api/places/${place}/reviews/${reviewId}/reply`;
  const highlightUrl = (reviewId: string, place = placeId) =>
    `/api/places/${place}/reviews/${reviewId}/highlight`;
  const listed = async (user: TestUser = owner) => {
    const response = await call('GET', `/api/places/${placeId}/reviews?take=50`, user);
    expect(response.statusCode, response.body).toBe(200);
    return reviewsResponseSchema.parse(response.json()).data;
  };
  const listedOne = async (reviewId: string, user: TestUser = owner) =>
    (await listed(user)).find((review) => review.id === reviewId);
  const replyRow = async (reviewId: string) =>
    (await t.app.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, reviewId)))[0];

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    [owner, otherOwner, pendingClaimant, admin] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
    ]);
    placeId = (await insertPlace(t.app, { name: 'Trattoria Risposta', address: 'Via Roma 1, Bologna' })).id;
    elsewhereId = (await insertPlace(t.app)).id;
    [{ slug }] = (await t.app.db
      .select({ slug: places.slug })
      .from(places)
      .where(eq(places.id, placeId))) as [{ slug: string }];
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertClaim(t.app, pendingClaimant, placeId, 'pending');
    await insertClaim(t.app, otherOwner, elsewhereId, 'approved');
    const [reviewer] = await t.app.db.insert(reviewers).values({ displayName: 'Giulia R.' }).returning();
    reviewerId = reviewer!.id;
  });
  afterAll(() => t.close());

  describe('the reply', () => {
    it('lets only an owner of the venue write it; nobody else changes anything', async () => {
      const reviewId = await insertReview(placeId);
      for (const [user, status, code] of [
        [null, 401, 'auth/missing-token'],
        [otherOwner, 403, 'auth/forbidden'],
        [pendingClaimant, 403, 'auth/forbidden'],
        [admin, 403, 'auth/forbidden'],
      ] as const) {
        const put = await call('PUT', replyUrl(reviewId), user, { body: 'Grazie!' });
        expect(put.statusCode, `PUT ${user?.email ?? 'no token'}`).toBe(status);
        expect(put.json().error.code).toBe(code);
      }
      expect(await replyRow(reviewId)).toBeUndefined();

      const created = await call('PUT', replyUrl(reviewId), owner, { body: '  Grazie, Giulia!  ' });
      expect(created.statusCode, created.body).toBe(201);
      const reply = replyResponseSchema.parse(created.json()).data;
      expect(reply).toMatchObject({ body: 'Grazie, Giulia!', hidden: false, hidden_reason: null });
      expect((await replyRow(reviewId))?.authorUid).toBe(owner.uid);

      const edited = await call('PUT', replyUrl(reviewId), owner, { body: 'Grazie mille, Giulia!' });
      expect(edited.statusCode).toBe(200);
      const after = replyResponseSchema.parse(edited.json()).data;
      expect(after.body).toBe('Grazie mille, Giulia!');
      expect(after.created_at).toBe(reply.created_at);
      expect(new Date(after.updated_at).getTime()).toBeGreaterThanOrEqual(
        new Date(reply.updated_at).getTime(),
      );

      for (const user of [null, otherOwner, pendingClaimant, admin]) {
        const del = await call('DELETE', replyUrl(reviewId), user);
        expect(del.statusCode, `DELETE ${user?.email ?? 'no token'}`).toBe(user ? 403 : 401);
      }
      expect((await replyRow(reviewId))?.body).toBe('Grazie mille, Giulia!');
    });

    it("shows the reply with the review to the venue's owner and to staff, and the owner deletes it", async () => {
      const reviewId = await insertReview(placeId);
      expect((await listedOne(reviewId))?.reply).toBeNull();
      expect((await call('PUT', replyUrl(reviewId), owner, { body: 'A presto!' })).statusCode).toBe(201);
      for (const user of [owner, admin]) {
        expect((await listedOne(reviewId, user))?.reply).toMatchObject({ body: 'A presto!', hidden: false });
      }
      const detail = await call('GET', `/api/reviews/${reviewId}`, owner);
      expect(reviewDetailResponseSchema.parse(detail.json()).data.reply?.body).toBe('A presto!');
      for (const user of [otherOwner, pendingClaimant]) {
        expect((await call('GET', `/api/places/${placeId}/reviews`, user)).statusCode).toBe(403);
      }

      const removed = await call('DELETE', replyUrl(reviewId), owner);
      expect(removed.statusCode).toBe(204);
      expect((await listedOne(reviewId))?.reply).toBeNull();
      expect((await call('DELETE', replyUrl(reviewId), owner)).statusCode).toBe(404);
    });

    it('refuses bad text with a field-level 400 and changes nothing', async () => {
      const reviewId = await insertReview(placeId);
      for (const [payload, message] of [
        [{ body: '' }, 'required'],
        [{ body: '   \n ' }, 'required'],
        [{ body: 'x'.repeat(1001) }, 'maxLength:1000'],
        [{ body: 'Grazie\u0000' }, 'controlChars'],
        [{ body: 'Ciao\u0007' }, 'controlChars'],
        [{ body: 42 }, undefined],
        [{}, undefined],
      ] as const) {
        const response = await call('PUT', replyUrl(reviewId), owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        const { error } = response.json();
        expect(error.code).toBe('validation/invalid-input');
        expect(error.fields).toHaveProperty('body');
        if (message) expect(error.fields.body).toEqual([message]);
      }
      const noBody = await t.app.inject({
        method: 'PUT',
        url: replyUrl(reviewId),
        headers: bearer(owner.token),
      });
      expect(noBody.statusCode).toBe(400);
      expect((await call('PUT', replyUrl('not-a-uuid'), owner, { body: 'Ok' })).statusCode).toBe(400);
      expect(await replyRow(reviewId)).toBeUndefined();

      const longest = await call('PUT', replyUrl(reviewId), owner, { body: `${'x'.repeat(1000)}  ` });
      expect(longest.statusCode).toBe(201);
      const multiline = await call('PUT', replyUrl(reviewId), owner, { body: 'Grazie!\n\nA presto.' });
      expect(replyResponseSchema.parse(multiline.json()).data.body).toBe('Grazie!\n\nA presto.');
    });

    it('answers 404 to a review that is not a visible review of the venue', async () => {
      const foreign = await insertReview(elsewhereId);
      const hidden = await insertReview(placeId, { hiddenAt: new Date(), hiddenReason: 'spam' });
      const processing = await insertReview(placeId, { status: 'processing' });
      for (const reviewId of [randomUUID(), foreign, hidden, processing]) {
        const response = await call('PUT', replyUrl(reviewId), owner, { body: 'Grazie' });
        expect(response.statusCode, reviewId).toBe(404);
      }
      // The other venue's owner cannot reach their review through this venue either.
      expect((await call('PUT', replyUrl(foreign, elsewhereId), owner, { body: 'x' })).statusCode).toBe(403);
      expect(await replyRow(foreign)).toBeUndefined();
    });
  });

  describe('staff and replies', () => {
    it('keep the back office to staff', async () => {
      const reviewId = await insertReview(placeId);
      await call('PUT', replyUrl(reviewId), owner, { body: 'Grazie a voi' });
      for (const [user, status, code] of [
        [null, 401, 'auth/missing-token'],
        [owner, 403, 'auth/admin-only'],
        [otherOwner, 403, 'auth/admin-only'],
        [pendingClaimant, 403, 'auth/admin-only'],
      ] as const) {
        for (const response of [
          await call('GET', '/api/admin/replies', user),
          await call('POST', `/api/admin/replies/${reviewId}/hide`, user, { reason: 'Abusive' }),
          await call('POST', `/api/admin/replies/${reviewId}/unhide`, user),
        ]) {
          expect(response.statusCode).toBe(status);
          expect(response.json().error.code).toBe(code);
        }
      }
      expect((await replyRow(reviewId))?.hiddenAt).toBeNull();
    });

    it('lists the replies and hides one with a reason; the owner then sees why and cannot change it', async () => {
      const reviewId = await insertReview(placeId, { ratingOverall: 2 });
      await call('PUT', replyUrl(reviewId), owner, { body: 'Non torni più, grazie.' });

      const list = await call('GET', '/api/admin/replies?status=visible', admin);
      const first = adminRepliesResponseSchema.parse(list.json()).data[0];
      expect(first).toMatchObject({
        review_id: reviewId,
        body: 'Non torni più, grazie.',
        hidden: false,
        place: { id: placeId, name: 'Trattoria Risposta' },
        review: { title: 'Great pasta', display_name: 'Giulia R.', rating_overall: 2 },
      });

      const bad = await call('POST', `/api/admin/replies/${reviewId}/hide`, admin, { reason: 'no' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.reason).toEqual(['minLength:3']);
      const unknown = await call('POST', `/api/admin/replies/${randomUUID()}/hide`, admin, {
        reason: 'Rude',
      });
      expect(unknown.statusCode).toBe(404);

      const hidden = await call('POST', `/api/admin/replies/${reviewId}/hide`, admin, {
        reason: 'Offende il cliente',
      });
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(adminReplyResponseSchema.parse(hidden.json()).data).toMatchObject({
        hidden: true,
        hidden_reason: 'Offende il cliente',
      });
      expect((await replyRow(reviewId))?.hiddenBy).toBe(admin.uid);
      const hiddenList = adminRepliesResponseSchema.parse(
        (await call('GET', '/api/admin/replies?status=hidden', admin)).json(),
      ).data;
      expect(hiddenList.map((reply) => reply.review_id)).toContain(reviewId);
      expect((await call('GET', '/api/admin/replies?status=nope', admin)).json().error.fields).toHaveProperty(
        'status',
      );

      expect((await listedOne(reviewId))?.reply).toMatchObject({
        body: 'Non torni più, grazie.',
        hidden: true,
        hidden_reason: 'Offende il cliente',
      });
      for (const response of [
        await call('PUT', replyUrl(reviewId), owner, { body: 'Scusate' }),
        await call('DELETE', replyUrl(reviewId), owner),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().error.code).toBe('replies/hidden-by-staff');
      }
      expect((await replyRow(reviewId))?.body).toBe('Non torni più, grazie.');

      const shown = await call('POST', `/api/admin/replies/${reviewId}/unhide`, admin);
      expect(adminReplyResponseSchema.parse(shown.json()).data).toMatchObject({
        hidden: false,
        hidden_reason: null,
        hidden_at: null,
      });
      expect((await call('PUT', replyUrl(reviewId), owner, { body: 'Scusate.' })).statusCode).toBe(200);
    });
  });

  describe('highlights', () => {
    it('lets only an owner pin a public review, and shows it with its share link', async () => {
      const reviewId = await publicReview();
      for (const [user, status] of [
        [null, 401],
        [otherOwner, 403],
        [pendingClaimant, 403],
        [admin, 403],
      ] as const) {
        expect((await call('PUT', highlightUrl(reviewId), user)).statusCode).toBe(status);
        expect((await call('DELETE', highlightUrl(reviewId), user)).statusCode).toBe(status);
      }
      expect((await listedOne(reviewId))?.highlighted).toBe(false);

      const pinned = await call('PUT', highlightUrl(reviewId), owner);
      expect(pinned.statusCode, pinned.body).toBe(200);
      expect(highlightResponseSchema.parse(pinned.json()).data).toEqual({ highlighted: true, highlights: 1 });
      expect((await call('PUT', highlightUrl(reviewId), owner)).json().data.highlights).toBe(1);
      const review = await listedOne(reviewId);
      expect(review).toMatchObject({ public_consent: true, highlighted: true });
      expect(review?.share_url).toMatch(new RegExp(`^https?://[^/]+/v/${slug}/${reviewId}$`));

      const unpinned = await call('DELETE', highlightUrl(reviewId), owner);
      expect(highlightResponseSchema.parse(unpinned.json()).data).toEqual({
        highlighted: false,
        highlights: 0,
      });
      expect(await listedOne(reviewId)).toMatchObject({ highlighted: false, public_consent: true });
    });

    it('refuses a private review, and gives a private one no share link', async () => {
      const version1 = await insertReview(placeId, { consentVersion: 1 });
      const declined = await insertReview(placeId, { consentVersion: 2, publicConsent: false });
      for (const reviewId of [version1, declined]) {
        const response = await call('PUT', highlightUrl(reviewId), owner);
        expect(response.statusCode).toBe(409);
        expect(response.json().error.code).toBe('highlights/not-public');
        expect(await listedOne(reviewId)).toMatchObject({
          public_consent: false,
          highlighted: false,
          share_url: null,
        });
      }
      const hidden = await insertReview(placeId, { publicConsent: true, hiddenAt: new Date() });
      for (const reviewId of [hidden, randomUUID(), await publicReview(elsewhereId)]) {
        expect((await call('PUT', highlightUrl(reviewId), owner)).statusCode).toBe(404);
      }
      expect((await call('PUT', highlightUrl('x'), owner)).statusCode).toBe(400);
    });

    it(`pins at most ${HIGHLIGHTS_MAX}, and pinning removes nothing`, async () => {
      const before = (await listed()).map((review) => review.id);
      const ids = await Promise.all(Array.from({ length: HIGHLIGHTS_MAX + 1 }, () => publicReview()));
      const results = await Promise.all(ids.map((id) => call('PUT', highlightUrl(id), owner)));
      const statuses = results.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(HIGHLIGHTS_MAX).fill(200), 409]);
      const refused = results.find((response) => response.statusCode === 409)!;
      expect(refused.json().error.code).toBe('highlights/limit');

      const after = await listed();
      expect(after.filter((review) => review.highlighted)).toHaveLength(HIGHLIGHTS_MAX);
      expect(after.map((review) => review.id)).toEqual(expect.arrayContaining([...before, ...ids]));

      // A pinned review whose guest took public display back frees its place.
      const [first] = ids;
      await t.app.db.update(reviews).set({ publicConsent: false }).where(eq(reviews.id, first!));
      const last = ids.find((id) => !after.find((review) => review.id === id)?.highlighted)!;
      const pinned = await call('PUT', highlightUrl(last), owner);
      expect(pinned.statusCode, pinned.body).toBe(200);
      expect(pinned.json().data.highlights).toBe(HIGHLIGHTS_MAX);
      expect((await listedOne(first!))?.highlighted).toBe(false);
    });
  });
});
