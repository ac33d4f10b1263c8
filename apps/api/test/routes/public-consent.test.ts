import { copyFileSync, mkdtempSync } from 'node:fs';
import { PUBLIC_MEDIA_CACHE_CONTROL } from '../../src/plugins/app/publishing/public-media';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { capturedReviewResponseSchema, withdrawPreviewResponseSchema } from '@venues/contracts/capture';
import { reviewsResponseSchema } from '@venues/contracts/dashboard';
import { reviewCodesResponseSchema } from '@venues/contracts/review-codes';
import { webPaths } from '@venues/contracts/web-paths';
import { reviewers, reviewReplies, reviews } from '../../src/db/schema';
import { reviewMediaKeys } from '../../src/plugins/app/media/media-store';
import { createUrlSigner } from '../../src/plugins/app/media/signed-urls';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { activityOf } from '../helpers/team';
import { bearer, createGuest, createTestUser, type TestUser } from '../helpers/users';
import {
  captureBody,
  createUpload,
  patchUpload,
  postReview,
  SAMPLE_VIDEO,
  tempDataDir,
} from '../helpers/capture';

const SAMPLE_VIDEO_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../assets/demo-videos/clip-1.mp4',
);

const consent = (answer: boolean) => ({
  accepted: true as const,
  version: 2 as const,
  language: 'en' as const,
  public: answer,
});

describe('public consent, the private link and public media', () => {
  let t: TestApp;
  let owner: TestUser;
  let placeId: string;
  let code: string;
  let base: string;

  const stored = async (id: string) => (await t.app.db.select().from(reviews).where(eq(reviews.id, id)))[0];
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  /** A review as the guest sends it, its video uploaded and processed. */
  async function publishedReview(publicAnswer: boolean) {
    const guest = await createGuest();
    const created = await postReview(
      t.app,
      guest.token,
      code,
      captureBody({ consent: consent(publicAnswer) }),
    );
    expect(created.statusCode).toBe(201);
    const { data } = capturedReviewResponseSchema.parse(created.json());
    const upload = await createUpload(base, guest.token, data.id, SAMPLE_VIDEO.length);
    await patchUpload(upload.url, guest.token, 0, SAMPLE_VIDEO);
    await t.app.jobs.runDue();
    expect((await stored(data.id))?.status).toBe('published');
    return { id: data.id, link: new URL(data.withdraw_url).search };
  }

  /** A review written straight into the database, on the demo clip's files. */
  async function insertedReview(values: Partial<typeof reviews.$inferInsert> = {}) {
    const [reviewer] = await t.app.db.insert(reviewers).values({ displayName: 'Anna' }).returning();
    const [review] = await t.app.db
      .insert(reviews)
      .values({
        placeId,
        reviewerId: reviewer!.id,
        title: 'Inserted',
        description: '',
        ratingOverall: 4,
        videoKey: 'demo/demo-videos/clip-4.mp4',
        posterKey: 'demo/demo-videos/clip-4.jpg',
        status: 'published',
        publishedAt: new Date(),
        consentVersion: 2,
        consentLanguage: 'it',
        consentedAt: new Date(),
        publicConsent: true,
        publicConsentAt: new Date(),
        ...values,
      })
      .returning();
    return review!;
  }

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0', DATA_DIR: tempDataDir() });
    owner = await createTestUser();
    placeId = (await insertPlace(t.app, { name: 'Trattoria del Ponte' })).id;
    await insertClaim(t.app, owner, placeId, 'approved');
    const codes = await get(`/api/places/${placeId}/review-codes`, bearer(owner.token));
    code = reviewCodesResponseSchema.parse(codes.json()).data[0]!.code;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  describe('consent version 2', () => {
    it('stores both answers with the version, the language and the time', async () => {
      const yes = await postReview(
        t.app,
        (await createGuest()).token,
        code,
        captureBody({ consent: consent(true) }),
      );
      const no = await postReview(
        t.app,
        (await createGuest()).token,
        code,
        captureBody({ consent: consent(false) }),
      );
      expect([yes.statusCode, no.statusCode]).toEqual([201, 201]);
      const publicRow = await stored(yes.json().data.id);
      expect(publicRow).toMatchObject({ consentVersion: 2, consentLanguage: 'en', publicConsent: true });
      expect(publicRow?.consentedAt).toBeInstanceOf(Date);
      expect(publicRow?.publicConsentAt).toEqual(publicRow?.consentedAt);
      const privateRow = await stored(no.json().data.id);
      expect(privateRow).toMatchObject({ consentVersion: 2, publicConsent: false });
      expect(privateRow?.publicConsentAt).toBeInstanceOf(Date);
    });

    it('takes a version 1 body from a page opened earlier, and keeps that review private', async () => {
      const body = {
        ...captureBody(),
        consent: { accepted: true, version: 1, language: 'it', public: true },
      };
      const response = await postReview(t.app, (await createGuest()).token, code, body);
      expect(response.statusCode).toBe(201);
      const row = await stored(response.json().data.id);
      expect(row).toMatchObject({ consentVersion: 1, consentLanguage: 'it', publicConsent: false });
      expect(row?.publicConsentAt).toBeNull();
    });

    it('refuses a version 2 body without the public answer, or without the required box, field by field', async () => {
      const guest = await createGuest();
      const { public: _left, ...withoutAnswer } = consent(true);
      const missing = await postReview(t.app, guest.token, code, {
        ...captureBody(),
        consent: withoutAnswer,
      });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().error.fields)).toEqual(['consent.public']);
      const unticked = await postReview(t.app, guest.token, code, {
        ...captureBody(),
        consent: { ...consent(true), accepted: false },
      });
      expect(unticked.statusCode).toBe(400);
      expect(Object.keys(unticked.json().error.fields)).toEqual(['consent.accepted']);
      const unknown = await postReview(t.app, guest.token, code, {
        ...captureBody(),
        consent: { ...consent(true), version: 3 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(Object.keys(unknown.json().error.fields)).toEqual(['consent.version']);
    });
  });

  describe('the private link', () => {
    it('shows the public answer and the visible reply, and stops public display: the media go, the review stays', async () => {
      const review = await publishedReview(true);
      const preview = async () =>
        withdrawPreviewResponseSchema.parse((await get(`/api/capture/withdraw${review.link}`)).json()).data;
      expect(await preview()).toMatchObject({
        venue_name: 'Trattoria del Ponte',
        public_consent: true,
        reply: null,
      });

      const repliedAt = new Date('2026-11-20T10:00:00Z');
      await t.app.db.insert(reviewReplies).values({
        reviewId: review.id,
        placeId,
        body: 'Grazie, a presto!',
        createdAt: repliedAt,
        updatedAt: repliedAt,
      });
      expect((await preview()).reply).toEqual({
        body: 'Grazie, a presto!',
        replied_at: repliedAt.toISOString(),
      });
      await t.app.db
        .update(reviewReplies)
        .set({ hiddenAt: new Date(), hiddenReason: 'abuse' })
        .where(eq(reviewReplies.reviewId, review.id));
      expect((await preview()).reply).toBeNull();

      const poster = webPaths.publicPoster(review.id);
      expect((await get(poster)).statusCode).toBe(200);
      expect((await get(webPaths.publicVideo(review.id))).statusCode).toBe(200);

      const stopped = await t.app.inject({
        method: 'DELETE',
        url: `/api/capture/public-consent${review.link}`,
      });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json()).toEqual({ data: { public_consent: false } });
      expect(await preview()).toMatchObject({ public_consent: false });
      expect((await stored(review.id))?.publicConsentAt).toBeInstanceOf(Date);

      const gone = await get(poster);
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['cache-control']).toBe('no-store');
      expect((await get(webPaths.publicVideo(review.id))).statusCode).toBe(404);

      // The venue keeps the review, privately.
      const listed = await get(`/api/places/${placeId}/reviews`, bearer(owner.token));
      expect(reviewsResponseSchema.parse(listed.json()).data.map((r) => r.id)).toContain(review.id);
      // Again: still private, still 200, and the venue's log holds the guest's change once, unnamed.
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/capture/public-consent${review.link}` }))
          .statusCode,
      ).toBe(200);
      const entries = (await activityOf(t.app, placeId)).filter((entry) => entry.subjectId === review.id);
      expect(entries.map((entry) => [entry.actorKind, entry.actorId, entry.action])).toEqual([
        ['guest', null, 'review.public_stopped'],
      ]);
    });

    it('refuses a bad, an expired or a malformed link with a 4xx, and a removed review with 404', async () => {
      const review = await insertedReview();
      const signer = createUrlSigner(t.env.MEDIA_SIGNING_SECRET, 3600);
      const good = `?${signer.withdrawQuery(review.id).toString()}`;
      const stop = (query: string) =>
        t.app.inject({ method: 'DELETE', url: `/api/capture/public-consent${query}` });

      const tampered = await stop(good.replace(/signature=[^&]+/, 'signature=AAAA'));
      expect(tampered.statusCode).toBe(403);
      expect(tampered.json().error.code).toBe('capture/withdraw-invalid');

      const twoYearsAgo = createUrlSigner(
        t.env.MEDIA_SIGNING_SECRET,
        3600,
        () => Date.now() - 2 * 365 * 86_400_000,
      );
      const expired = await stop(`?${twoYearsAgo.withdrawQuery(review.id).toString()}`);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().error.code).toBe('capture/withdraw-expired');

      const malformed = await stop('?review=not-a-uuid&expires=abc&signature=x');
      expect(malformed.statusCode).toBe(400);
      expect(Object.keys(malformed.json().error.fields)).toEqual(
        expect.arrayContaining(['review', 'expires']),
      );
      expect((await stop('')).statusCode).toBe(400);

      // None of the refusals changed anything.
      expect((await stored(review.id))?.publicConsent).toBe(true);

      await t.app.db.delete(reviews).where(eq(reviews.id, review.id));
      expect((await stop(good)).statusCode).toBe(404);
    });
  });

  describe('public media', () => {
    it('serves a public review: cacheable for minutes, loadable from other origins, with ranges', async () => {
      const review = await insertedReview();
      const poster = await get(webPaths.publicPoster(review.id));
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toBe('image/jpeg');
      expect(poster.headers['cache-control']).toBe(PUBLIC_MEDIA_CACHE_CONTROL);
      expect(poster.headers['cross-origin-resource-policy']).toBe('cross-origin');

      const video = await get(webPaths.publicVideo(review.id));
      expect(video.statusCode).toBe(200);
      expect(video.headers['content-type']).toBe('video/mp4');
      expect(video.headers['accept-ranges']).toBe('bytes');
      const size = video.rawPayload.length;
      expect(size).toBeGreaterThan(1000);

      const part = await get(webPaths.publicVideo(review.id), { range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(part.rawPayload).toEqual(video.rawPayload.subarray(100, 200));
      expect(part.headers['cache-control']).toBe(PUBLIC_MEDIA_CACHE_CONTROL);

      const beyond = await get(webPaths.publicVideo(review.id), { range: `bytes=${size + 10}-` });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${size}`);

      const head = await t.app.inject({ method: 'HEAD', url: webPaths.publicVideo(review.id) });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(size));
      expect(head.rawPayload).toHaveLength(0);
    });

    it('answers 404 for a private, a version 1, a hidden, an unpublished, a withdrawn or a file-less review', async () => {
      const cases = {
        private: await insertedReview({ publicConsent: false }),
        'version 1': await insertedReview({ consentVersion: 1 }),
        hidden: await insertedReview({ hiddenAt: new Date(), hiddenReason: 'spam' }),
        processing: await insertedReview({ status: 'processing', publishedAt: null }),
        failed: await insertedReview({ status: 'failed', publishedAt: null }),
        'without files': await insertedReview({ videoKey: null, posterKey: null }),
        'files missing from the store': await insertedReview({
          videoKey: `reviews/${placeId}/gone/video.mp4`,
          posterKey: `reviews/${placeId}/gone/poster.jpg`,
        }),
      };
      for (const [name, review] of Object.entries(cases)) {
        for (const url of [webPaths.publicPoster(review.id), webPaths.publicVideo(review.id)]) {
          const response = await get(url);
          expect({ name, url, status: response.statusCode }).toEqual({ name, url, status: 404 });
          expect(response.headers['cross-origin-resource-policy']).not.toBe('cross-origin');
        }
      }
      const unknown = await get(webPaths.publicPoster('4b0e8f2a-6a55-4a43-9c1e-2f3a4b5c6d7e'));
      expect(unknown.statusCode).toBe(404);
    });

    it('stops answering once the guest withdraws the review', async () => {
      const review = await publishedReview(true);
      expect((await get(webPaths.publicPoster(review.id))).statusCode).toBe(200);
      const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/capture/withdraw${review.link}` });
      expect(withdrawn.statusCode).toBe(200);
      expect((await get(webPaths.publicPoster(review.id))).statusCode).toBe(404);
      expect((await get(webPaths.publicVideo(review.id))).statusCode).toBe(404);
    });

    it('refuses a malformed id or file with 400', async () => {
      const badId = await get('/media/public/not-a-uuid/poster.jpg');
      expect(badId.statusCode).toBe(400);
      expect(Object.keys(badId.json().error.fields)).toEqual(['reviewId']);
      const review = await insertedReview();
      const badFile = await get(`/media/public/${review.id}/secret.txt`);
      expect(badFile.statusCode).toBe(400);
      expect(Object.keys(badFile.json().error.fields)).toEqual(['file']);
    });
  });
});

/** The same public URLs with S3 media storage: a real S3-compatible server (s3rver), streamed through. */
describe('public media from S3 storage', () => {
  let s3rver: S3rver;
  let t: TestApp;

  beforeAll(async () => {
    s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(os.tmpdir(), 'venues-s3rver-')),
      configureBuckets: [{ name: 'venues-media', configs: [] }],
    });
    const { port } = await s3rver.run();
    t = await createTestApp({
      DATA_DIR: tempDataDir(),
      S3_BUCKET: 'venues-media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await t.close();
    await s3rver.close();
  });

  it('answers 200, 206 and 416 from the bucket itself, with the public headers, and 404 once private', async () => {
    const place = await insertPlace(t.app);
    const [reviewer] = await t.app.db.insert(reviewers).values({ displayName: 'Marco' }).returning();
    const [review] = await t.app.db
      .insert(reviews)
      .values({
        placeId: place.id,
        reviewerId: reviewer!.id,
        title: 'S3',
        description: '',
        status: 'published',
        publishedAt: new Date(),
        consentVersion: 2,
        publicConsent: true,
      })
      .returning();
    const keys = reviewMediaKeys(place.id, review!.id);
    const copy = path.join(tempDataDir(), 'video.mp4');
    copyFileSync(SAMPLE_VIDEO_PATH, copy);
    await t.app.mediaStore.put(keys.video, copy, 'video/mp4');
    await t.app.db.update(reviews).set({ videoKey: keys.video }).where(eq(reviews.id, review!.id));
    const url = webPaths.publicVideo(review!.id);

    const full = await t.app.inject({ method: 'GET', url });
    expect(full.statusCode).toBe(200);
    // What the bucket holds (s3rver keeps the SDK's aws-chunked framing of a streamed upload).
    const size = full.rawPayload.length;
    expect(full.headers['content-length']).toBe(String(size));
    expect(size).toBeGreaterThanOrEqual(SAMPLE_VIDEO.length);
    expect(full.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'cache-control': PUBLIC_MEDIA_CACHE_CONTROL,
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(full.headers.location).toBeUndefined();

    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload).toEqual(full.rawPayload.subarray(0, 100));

    const beyond = await t.app.inject({
      method: 'GET',
      url,
      headers: { range: `bytes=${size + 5}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`);

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(size));
    expect(head.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(head.rawPayload).toHaveLength(0);

    // No poster stored: 404.
    expect((await t.app.inject({ method: 'GET', url: webPaths.publicPoster(review!.id) })).statusCode).toBe(
      404,
    );

    // The guest stops public display from their link: the replica that took it down serves it no more.
    const stop = `/api/capture/public-consent?${t.app.urlSigner.withdrawQuery(review!.id).toString()}`;
    expect((await t.app.inject({ method: 'DELETE', url: stop })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
