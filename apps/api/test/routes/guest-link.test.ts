import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawPreviewResponseSchema } from '@venues/contracts/capture';
import { guestErasureResponseSchema, ownGuestDataResponseSchema } from '@venues/contracts/guest-data';
import { passResponseSchema, type Pass } from '@venues/contracts/missions';
import { missions, reviewers, reviews } from '../../src/db/schema';
import { createUrlSigner } from '../../src/plugins/app/media/signed-urls';
import { insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createGuest } from '../helpers/users';

const DAY = 86_400_000;
type Guest = { uid: string; token: string };

/** The API path of a private link: the same query, asked of the guest-data route. */
const apiOf = (privateUrl: string) => {
  const url = new URL(privateUrl);
  expect(url.pathname).toBe('/r/withdraw');
  return `/api/capture/guest-data${url.search}`;
};
const queryOf = (privateUrl: string) => new URL(privateUrl).searchParams;

describe('the private link that a pass offers', () => {
  let t: TestApp;
  let placeId: string;
  let marta: Guest;
  let luca: Guest;
  let martaPass: Pass;
  let lucaPass: Pass;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, guest?: Guest, payload?: object) =>
    t.app.inject({ method, url, headers: guest ? bearer(guest.token) : {}, payload });
  const takePart = async (guest: Guest, name: string) => {
    const response = await call('POST', '/api/missions/passlink01/pass', guest, {
      display_name: name,
      language: 'it',
    });
    expect(response.statusCode, response.body).toBe(201);
    const pass = passResponseSchema.parse(response.json()).data;
    if (!pass) throw new Error('no pass');
    return pass;
  };
  const reviewerOf = async (guest: Guest) => {
    const [row] = await t.app.db.select().from(reviewers).where(eq(reviewers.guestUid, guest.uid));
    return row?.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
    placeId = (await insertPlace(t.app, { name: 'Osteria del Molo' })).id;
    await t.app.db.insert(missions).values({
      placeId,
      code: 'passlink01',
      title: 'Aperitivo al Molo',
      description: 'Uno spritz in omaggio',
      deadline: new Date(Date.now() + 7 * DAY),
    });
    [marta, luca] = await Promise.all([createGuest(), createGuest()]);
    martaPass = await takePart(marta, 'Marta');
    lucaPass = await takePart(luca, 'Luca');
  });
  afterAll(() => t.close());

  it("comes with the pass, to its guest only, and opens that guest's data without any review", async () => {
    const martaId = await reviewerOf(marta);
    const link = queryOf(martaPass.private_url);
    expect(link.get('guest')).toBe(martaId);
    expect(link.has('review')).toBe(false);
    // A year, as a review's link.
    const days = (Number(link.get('expires')) * 1000 - Date.now()) / DAY;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    const again = await call('GET', '/api/missions/passlink01/pass', marta);
    expect(queryOf(passResponseSchema.parse(again.json()).data!.private_url).get('guest')).toBe(martaId);
    expect(queryOf(lucaPass.private_url).get('guest')).toBe(await reviewerOf(luca));

    const opened = await call('GET', apiOf(martaPass.private_url));
    expect(opened.statusCode, opened.body).toBe(200);
    const { data } = ownGuestDataResponseSchema.parse(opened.json());
    expect(data.name).toBe('Marta');
    expect(data.reviews).toEqual([]);
    expect(data.passes).toEqual([
      expect.objectContaining({
        code: martaPass.code,
        venue_name: 'Osteria del Molo',
        mission_title: 'Aperitivo al Molo',
      }),
    ]);
    expect(opened.body).not.toContain(lucaPass.code);
    expect(opened.body).not.toContain(marta.uid);
  });

  it('lists each review of the guest with its own private link, where it is withdrawn or made private', async () => {
    const [review] = await t.app.db
      .insert(reviews)
      .values({
        placeId,
        reviewerId: (await reviewerOf(marta))!,
        title: 'Spritz perfetto',
        description: '',
        publishedAt: new Date(),
        publicConsent: true,
        publicConsentAt: new Date(),
      })
      .returning();
    const { data } = ownGuestDataResponseSchema.parse(
      (await call('GET', apiOf(martaPass.private_url))).json(),
    );
    expect(data.reviews.map((held) => held.id)).toEqual([review!.id]);
    const reviewLink = new URL(data.reviews[0]!.private_url);
    expect(reviewLink.searchParams.get('review')).toBe(review!.id);

    const preview = await call('GET', `/api/capture/withdraw${reviewLink.search}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(withdrawPreviewResponseSchema.parse(preview.json()).data.title).toBe('Spritz perfetto');
    const stopped = await call('DELETE', `/api/capture/public-consent${reviewLink.search}`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    const withdrawn = await call('DELETE', `/api/capture/withdraw${reviewLink.search}`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);

    // The review's own link lists the same guest's data, its reviews with their links too.
    const [other] = await t.app.db
      .insert(reviews)
      .values({ placeId, reviewerId: (await reviewerOf(marta))!, title: 'Di nuovo', description: '' })
      .returning();
    const byReview = await call(
      'GET',
      `/api/capture/guest-data?${t.app.urlSigner.withdrawQuery(other!.id).toString()}`,
    );
    const listed = ownGuestDataResponseSchema.parse(byReview.json()).data;
    expect(listed.passes.map((pass) => pass.code)).toEqual([martaPass.code]);
    expect(new URL(listed.reviews[0]!.private_url).searchParams.get('review')).toBe(other!.id);
  });

  it("refuses a forged, an expired, another guest's or a review's link (403), and a malformed one (400)", async () => {
    const good = apiOf(martaPass.private_url);
    for (const method of ['GET', 'DELETE'] as const) {
      const forged = await call(method, good.replace(/signature=[^&]+/, 'signature=AAAA'));
      expect(forged.statusCode).toBe(403);
      expect(forged.json().error.code).toBe('capture/withdraw-invalid');

      // Marta's signature does not open Luca's data: it covers the guest's id.
      const lucaId = (await reviewerOf(luca))!;
      const swapped = good.replace(/guest=[^&]+/, `guest=${lucaId}`);
      expect((await call(method, swapped)).statusCode).toBe(403);

      const twoYearsAgo = createUrlSigner(t.env.MEDIA_SIGNING_SECRET, 3600, () => Date.now() - 2 * 365 * DAY);
      const expired = await call(
        method,
        `/api/capture/guest-data?${twoYearsAgo.guestQuery(lucaId).toString()}`,
      );
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error.code).toBe('capture/withdraw-expired');

      // A review's signature, under guest=, is no guest's link.
      const [review] = await t.app.db.select().from(reviews).where(eq(reviews.title, 'Di nuovo'));
      const reviewQuery = t.app.urlSigner.withdrawQuery(review!.id);
      const asGuest = new URLSearchParams({
        guest: review!.id,
        expires: reviewQuery.get('expires')!,
        signature: reviewQuery.get('signature')!,
      });
      expect((await call(method, `/api/capture/guest-data?${asGuest.toString()}`)).statusCode).toBe(403);
    }
    // Nothing was erased by any of them.
    expect(await reviewerOf(luca)).toBeDefined();
    expect(await reviewerOf(marta)).toBeDefined();
  });

  it('answers 400 with the fields for no link, a malformed one or one that names both a review and a guest', async () => {
    const none = await call('GET', '/api/capture/guest-data');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('validation/invalid-input');
    expect(Object.keys(none.json().error.fields)).toEqual(
      expect.arrayContaining(['review', 'expires', 'signature']),
    );
    const malformed = await call(
      'DELETE',
      '/api/capture/guest-data?guest=not-a-uuid&expires=soon&signature=x',
    );
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields).sort()).toEqual(['expires', 'guest']);
    const query = queryOf(martaPass.private_url);
    query.set('review', query.get('guest')!);
    const both = await call('GET', `/api/capture/guest-data?${query.toString()}`);
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({ review: ['required'] });
    // A pass's link opens no single review's page.
    const asReview = await call('GET', `/api/capture/withdraw${new URL(martaPass.private_url).search}`);
    expect(asReview.statusCode).toBe(400);
  });

  it('erases everything, after which the link opens nothing, even once the guest takes part again', async () => {
    const url = apiOf(lucaPass.private_url);
    const lucaId = await reviewerOf(luca);
    const erased = await call('DELETE', url);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(guestErasureResponseSchema.parse(erased.json()).data).toEqual({
      reviews_deleted: 0,
      passes_deleted: 1,
      visits_unlinked: 0,
    });
    expect(await t.app.db.select().from(reviewers).where(eq(reviewers.id, lucaId!))).toEqual([]);
    for (const method of ['GET', 'DELETE'] as const) {
      const after = await call(method, url);
      expect(after.statusCode).toBe(404);
      expect(after.json().error.code).toBe('not-found');
    }
    expect((await call('GET', '/api/missions/passlink01/pass', luca)).json().data).toBeNull();

    // The same phone takes part again: a new guest identity, a new link; the old one still opens nothing.
    const fresh = await takePart(luca, 'Luca');
    expect(fresh.code).not.toBe(lucaPass.code);
    expect(queryOf(fresh.private_url).get('guest')).not.toBe(lucaId);
    expect((await call('GET', url)).statusCode).toBe(404);
    const reopened = ownGuestDataResponseSchema.parse((await call('GET', apiOf(fresh.private_url))).json());
    expect(reopened.data.passes.map((pass) => pass.code)).toEqual([fresh.code]);

    // Marta is untouched.
    expect((await call('GET', apiOf(martaPass.private_url))).statusCode).toBe(200);
  });
});
