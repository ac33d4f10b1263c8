import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureCodeResponseSchema,
  capturedReviewResponseSchema,
  captureProgressResponseSchema,
} from '@venues/contracts/capture';
import { reviewsResponseSchema, statsResponseSchema } from '@venues/contracts/dashboard';
import { POSTER_SMALL_WIDTH } from '@venues/contracts/review-list';
import { reviewCodesResponseSchema, type ReviewCode } from '@venues/contracts/review-codes';
import { reviewMediaKeys } from '../../src/plugins/app/media/media-store';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { activityOf } from '../helpers/team';
import { bearer, createGuest, createTestUser, type TestUser } from '../helpers/users';
import {
  captureBody,
  createUpload,
  postReview,
  patchUpload,
  SAMPLE_VIDEO,
  submitReview,
  tempDataDir,
  tusHeaders,
  uploadOffset,
} from '../helpers/capture';
import { request } from 'node:http';

describe('capturing a review at the table', () => {
  let t: TestApp;
  let owner: TestUser;
  let placeId: string;
  let link: ReviewCode;
  let table: ReviewCode;
  let base: string;

  const codes = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/places/${placeId}/review-codes`,
      headers: bearer(owner.token),
    });
    return reviewCodesResponseSchema.parse(response.json()).data;
  };

  beforeAll(async () => {
    t = await createTestApp({
      JOBS_POLL_MS: '0',
      DATA_DIR: tempDataDir(),
      UPLOAD_MAX_BYTES: String(2_000_000),
    });
    owner = await createTestUser();
    const place = await insertPlace(t.app, { name: 'Osteria della Prova', averageTicketCents: 3200 });
    placeId = place.id;
    await insertClaim(t.app, owner, placeId, 'approved');
    link = (await codes())[0]!;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/places/${placeId}/review-codes`,
      headers: bearer(owner.token),
      payload: { label: 'Terrazza' },
    });
    table = created.json().data as ReviewCode;
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('opens an active code with its venue and counts the scan', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/capture/${table.code}` });
    expect(response.statusCode).toBe(200);
    const { data } = captureCodeResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      status: 'active',
      venue: { name: 'Osteria della Prova' },
      table_label: 'Terrazza',
    });
    expect((await codes()).find((code) => code.id === table.id)?.scans_30d).toBe(1);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/capture/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode,
    ).toBe(404);
    const malformed = await t.app.inject({ method: 'GET', url: '/api/capture/not-a-code' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('code');
  });

  it('publishes a review: upload, processing, poster, visit, and the dashboard shows it', async () => {
    const guest = await createGuest();
    const { id: reviewId } = await submitReview(t.app, base, guest.token, table.code);
    const progress = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/capture/reviews/${reviewId}`,
        headers: bearer(guest.token),
      });
      return captureProgressResponseSchema.parse(response.json()).data;
    };
    expect(await progress()).toMatchObject({ status: 'processing' });
    // Not in the dashboard before it is published.
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/places/${placeId}/reviews`,
      headers: bearer(owner.token),
    });
    expect(reviewsResponseSchema.parse(before.json()).data.map((r) => r.id)).not.toContain(reviewId);

    await t.app.jobs.runDue();
    expect(await progress()).toMatchObject({ status: 'published', failure_reason: null });

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/places/${placeId}/reviews`,
      headers: bearer(owner.token),
    });
    const review = reviewsResponseSchema.parse(listed.json()).data.find((r) => r.id === reviewId);
    expect(review).toMatchObject({
      title: 'Ottima carbonara',
      table_label: 'Terrazza',
      reviewer: { display_name: 'Giulia' },
    });
    expect(review?.rating).toEqual({ overall: 4, food: 5, price: null, atmosphere: 3, service: null });

    const video = await t.app.inject({
      method: 'GET',
      url: review!.video_url!,
      headers: { range: 'bytes=0-99' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.headers['content-type']).toBe('video/mp4');
    // A signed video URL is the viewer's alone: never kept by a shared cache,
    // and kept by the browser no longer than the link is valid.
    expect(video.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const poster = await t.app.inject({ method: 'GET', url: review!.poster_url! });
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The small poster is a WebP of the grid's width on a phone.
    const small = await t.app.inject({ method: 'GET', url: review!.poster_small_url! });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(small.rawPayload.readUInt16LE(26) & 0x3fff).toBe(POSTER_SMALL_WIDTH);
    // A review captured before small posters existed has its poster sent in their place.
    await t.app.mediaStore.delete(reviewMediaKeys(placeId, reviewId).posterSmall);
    const fallback = await t.app.inject({ method: 'GET', url: review!.poster_small_url! });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/jpeg');

    const visits = await t.app.captureRepository.visitsOf(reviewId);
    expect(visits).toHaveLength(1);
    expect(visits[0]?.estimatedSpendCents).toBe(3200);
    const stats = await t.app.inject({
      method: 'GET',
      url: `/api/places/stats?id=${placeId}`,
      headers: bearer(owner.token),
    });
    expect(statsResponseSchema.parse(stats.json()).data).toMatchObject({
      total_reviews: 1,
      new_customers_30d: 1,
    });
    expect((await codes()).find((code) => code.id === table.id)?.reviews_30d).toBe(1);
  });

  it('resumes an upload after an interrupted PATCH, from the offset the server kept', async () => {
    const guest = await createGuest();
    const created = await postReview(t.app, guest.token, link.code, captureBody());
    const reviewId = created.json().data.id as string;
    const upload = await createUpload(base, guest.token, reviewId, SAMPLE_VIDEO.length);
    const half = Math.floor(SAMPLE_VIDEO.length / 2);

    // The connection drops after half the bytes: the request announced them all and never finishes.
    await new Promise<void>((resolve) => {
      const url = new URL(upload.url);
      const patch = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'PATCH',
        headers: {
          ...tusHeaders(guest.token, {
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
          }),
          'content-length': String(SAMPLE_VIDEO.length),
        },
      });
      patch.on('error', () => resolve());
      patch.on('close', () => resolve());
      patch.write(SAMPLE_VIDEO.subarray(0, half), () => setTimeout(() => patch.destroy(), 300));
    });

    let offset = 0;
    for (let i = 0; i < 20 && offset === 0; i += 1) {
      offset = (await uploadOffset(upload.url, guest.token)).offset;
      if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);
    const resumed = await patchUpload(upload.url, guest.token, offset, SAMPLE_VIDEO.subarray(offset));
    expect(resumed.status).toBe(204);
    expect(resumed.offset).toBe(SAMPLE_VIDEO.length);
    await t.app.jobs.runDue();
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/capture/reviews/${reviewId}`,
      headers: bearer(guest.token),
    });
    // The resumed file is whole: it probes and transcodes like the original.
    expect(progress.json().data.status).toBe('published');
  });

  it('allows one review per guest and venue every 24 hours', async () => {
    const guest = await createGuest();
    await submitReview(t.app, base, guest.token, link.code);
    const eligibility = await t.app.inject({
      method: 'GET',
      url: `/api/capture/${table.code}/eligibility`,
      headers: bearer(guest.token),
    });
    expect(eligibility.json().data.can_review).toBe(false);
    const again = await postReview(t.app, guest.token, table.code, captureBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('capture/daily-limit');
  });

  it('refuses a file over the size limit before and at the upload', async () => {
    const guest = await createGuest();
    const tooLarge = await postReview(t.app, guest.token, link.code, captureBody({ video_bytes: 2_000_001 }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.code).toBe('upload/too-large');

    const created = await postReview(t.app, guest.token, link.code, captureBody());
    const { data } = capturedReviewResponseSchema.parse(created.json());
    const upload = await createUpload(base, guest.token, data.id, 2_000_001);
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body).error.code).toBe('upload/too-large');
  });

  it('lets only the guest who wrote the review upload its video', async () => {
    const guest = await createGuest();
    const stranger = await createGuest();
    const created = await postReview(t.app, guest.token, link.code, captureBody());
    const reviewId = created.json().data.id as string;
    expect((await createUpload(base, stranger.token, reviewId, SAMPLE_VIDEO.length)).status).toBe(403);
    expect((await createUpload(base, null, reviewId, SAMPLE_VIDEO.length)).status).toBe(401);
    const upload = await createUpload(base, guest.token, reviewId, SAMPLE_VIDEO.length);
    expect(upload.status).toBe(201);
    expect((await uploadOffset(upload.url, stranger.token)).status).toBe(403);
    expect((await uploadOffset(upload.url, null)).status).toBe(401);
    expect((await patchUpload(upload.url, stranger.token, 0, SAMPLE_VIDEO)).status).toBe(403);
    // Nor may anyone read another guest's progress.
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/capture/reviews/${reviewId}`,
      headers: bearer(stranger.token),
    });
    expect(peek.statusCode).toBe(404);
  });

  it('fails a file that is not a video, by its content, and publishes nothing', async () => {
    const guest = await createGuest();
    const fake = Buffer.from('this is a text file renamed to .mp4\n'.repeat(50));
    const { id: reviewId } = await submitReview(t.app, base, guest.token, link.code, fake);
    await t.app.jobs.runDue();
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/capture/reviews/${reviewId}`,
      headers: bearer(guest.token),
    });
    expect(progress.json().data).toMatchObject({ status: 'failed', failure_reason: 'not-a-video' });
    expect(await t.app.captureRepository.visitsOf(reviewId)).toHaveLength(0);
    // A failed review does not use up the guest's review of the day.
    const eligibility = await t.app.inject({
      method: 'GET',
      url: `/api/capture/${link.code}/eligibility`,
      headers: bearer(guest.token),
    });
    expect(eligibility.json().data.can_review).toBe(true);
  });

  it('opens a revoked code as no longer active, and takes no review through it', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/places/${placeId}/review-codes`,
      headers: bearer(owner.token),
      payload: { label: 'Tavolo 9' },
    });
    const code = created.json().data as ReviewCode;
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/places/${placeId}/review-codes/${code.id}/revoke`,
      headers: bearer(owner.token),
      payload: { reissue: true },
    });
    expect(revoked.json().data.replacement).toMatchObject({ label: 'Tavolo 9' });
    const opened = await t.app.inject({ method: 'GET', url: `/api/capture/${code.code}` });
    expect(opened.json().data).toMatchObject({ status: 'revoked', venue: null });
    const guest = await createGuest();
    const refused = await postReview(t.app, guest.token, code.code, captureBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('capture/code-revoked');
  });

  it('withdraws a review with the private link: the review, its video and its visit go', async () => {
    const guest = await createGuest();
    const created = await postReview(t.app, guest.token, table.code, captureBody());
    const { data } = capturedReviewResponseSchema.parse(created.json());
    const upload = await createUpload(base, guest.token, data.id, SAMPLE_VIDEO.length);
    await patchUpload(upload.url, guest.token, 0, SAMPLE_VIDEO);
    await t.app.jobs.runDue();
    const withdrawQuery = new URL(data.withdraw_url).search;
    const preview = await t.app.inject({ method: 'GET', url: `/api/capture/withdraw${withdrawQuery}` });
    expect(preview.json().data).toMatchObject({
      venue_name: 'Osteria della Prova',
      title: 'Ottima carbonara',
    });

    const tampered = withdrawQuery.replace(/signature=[^&]+/, 'signature=AAAA');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/capture/withdraw${tampered}` })).statusCode,
    ).toBe(403);

    const review = await t.app.captureRepository.findForProcessing(data.id);
    const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/capture/withdraw${withdrawQuery}` });
    expect(withdrawn.json()).toEqual({ data: { withdrawn: true } });
    expect(await t.app.captureRepository.findForProcessing(data.id)).toBeUndefined();
    expect(await t.app.mediaStore.exists(review!.videoKey!)).toBe(false);
    expect(await t.app.captureRepository.visitsOf(data.id)).toHaveLength(0);
    const logged = (await activityOf(t.app, placeId)).filter((entry) => entry.action === 'review.withdrawn');
    expect(logged.map((entry) => [entry.actorKind, entry.actorId, entry.subjectId])).toEqual([
      ['guest', null, null],
    ]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/capture/withdraw${withdrawQuery}` })).statusCode,
    ).toBe(404);
  });

  it('answers 400 with field codes for a bad form', async () => {
    const guest = await createGuest();
    const response = await postReview(t.app, guest.token, link.code, {
      ...captureBody({ title: '', display_name: 'x'.repeat(41) }),
      rating: { overall: 6 },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(
      expect.arrayContaining(['rating.overall', 'title', 'display_name']),
    );
    expect((await postReview(t.app, null, link.code)).statusCode).toBe(401);
  });
});
