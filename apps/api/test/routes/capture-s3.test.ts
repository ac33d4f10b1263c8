import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewsResponseSchema } from '@venues/contracts/dashboard';
import { reviewCodesResponseSchema } from '@venues/contracts/review-codes';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { submitReview, tempDataDir } from '../helpers/capture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, createGuest, createTestUser, type TestUser } from '../helpers/users';

const BUCKET = 'venues-media';

/**
 * The capture loop with S3 media storage: a real S3-compatible server (s3rver) in this process, no mocked
 * SDK. The upload itself stays on the replica's disk (decision 0009).
 */
describe('capturing a review with S3 media storage', () => {
  let s3rver: S3rver;
  let endpoint: string;
  let t: TestApp;
  let base: string;
  let owner: TestUser;
  let placeId: string;
  let client: S3Client;

  beforeAll(async () => {
    s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(os.tmpdir(), 'venues-s3rver-')),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3rver.run();
    endpoint = `http://127.0.0.1:${port}`;
    const s3 = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    t = await createTestApp({ JOBS_POLL_MS: '0', DATA_DIR: tempDataDir(), ...s3 });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    owner = await createTestUser();
    placeId = (await insertPlace(t.app)).id;
    await insertClaim(t.app, owner, placeId, 'approved');
  });
  afterAll(async () => {
    await t.close();
    await s3rver.close();
  });

  it('stores the processed video and poster in the bucket and plays them through a presigned redirect', async () => {
    const codes = await t.app.inject({
      method: 'GET',
      url: `/api/places/${placeId}/review-codes`,
      headers: bearer(owner.token),
    });
    const [link] = reviewCodesResponseSchema.parse(codes.json()).data;
    const guest = await createGuest();
    const review = await submitReview(t.app, base, guest.token, link!.code);
    await t.app.jobs.runDue();

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/places/${placeId}/reviews`,
      headers: bearer(owner.token),
    });
    const published = reviewsResponseSchema.parse(listed.json()).data.find((r) => r.id === review.id);
    expect(published?.video_url).toBeTruthy();

    const keys = (await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents?.map(
      (o) => o.Key,
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        `reviews/${placeId}/${review.id}/video.mp4`,
        `reviews/${placeId}/${review.id}/poster.jpg`,
      ]),
    );

    const redirect = await t.app.inject({ method: 'GET', url: published!.video_url! });
    // The page may play media from the storage's origin.
    expect(redirect.headers['content-security-policy']).toContain(`media-src 'self' blob: ${endpoint}`);
    expect(redirect.statusCode).toBe(302);
    const location = redirect.headers.location as string;
    expect(location.startsWith(`${endpoint}/${BUCKET}/reviews/`)).toBe(true);
    const video = await fetch(location);
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    // Withdrawal removes the objects.
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/capture/withdraw${new URL(review.withdraw_url).search}`,
    });
    expect(withdrawn.statusCode).toBe(200);
    await expect(
      client.send(
        new HeadObjectCommand({ Bucket: BUCKET, Key: `reviews/${placeId}/${review.id}/video.mp4` }),
      ),
    ).rejects.toThrow();
  });
});
