import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import fp from 'fastify-plugin';
import { uploadsDir } from '../../../config/env';
import { reviewMediaKeys } from '../media/media-store';
import { createCaptureRepository, type CaptureRepository } from './capture-repository';
import { createUploadHooks } from './upload-hooks';
import { checkDuration, poster, probe, transcode, videoTools, VideoRejected } from './video-processing';

export const PROCESS_JOB = 'review.process';
const RETENTION_JOB = 'capture.retention';
const DAY_MS = 86_400_000;

/**
 * Reviews captured at the table: the tus server that receives the guests' videos, the job that probes,
 * transcodes and publishes them, and the retention sweep of PRODUCT.md section 5.
 */
export const capturePlugin = fp(
  async (app) => {
    const { env } = app;
    const capture = createCaptureRepository(app.db);
    const tools = videoTools(env);
    const uploads = uploadsDir(env);
    const workDir = path.join(uploads, '.work');
    await mkdir(workDir, { recursive: true });

    // Uploads in progress stay on this replica's disk, also with S3 media (decision 0009): a guest's
    // upload must reach the replica that holds it, and processing reads it as a file.
    const datastore = new FileStore({ directory: uploads, expirationPeriodInMilliseconds: DAY_MS });
    const removeUpload = async (uploadId: string | null) => {
      if (uploadId) await datastore.remove(uploadId).catch(() => undefined);
    };
    const removeMedia = async (keys: {
      videoKey: string | null;
      posterKey: string | null;
      uploadId: string | null;
    }) => {
      for (const key of [keys.videoKey, keys.posterKey]) if (key) await app.mediaStore.delete(key);
      await removeUpload(keys.uploadId);
    };

    const tus = new TusServer({
      path: '/api/uploads',
      datastore,
      maxSize: env.UPLOAD_MAX_BYTES,
      relativeLocation: true,
      ...createUploadHooks({
        capture,
        verifyToken: (token) => app.firebaseAuth.verifyIdToken(token),
        maxBytes: env.UPLOAD_MAX_BYTES,
        removeUpload,
        onComplete: (reviewId, tx) =>
          app.jobs.enqueue(
            PROCESS_JOB,
            { reviewId },
            { tx, singletonKey: `${PROCESS_JOB}:${reviewId}`, maxAttempts: 3 },
          ),
        log: app.log,
      }),
    });

    app.jobs.define(
      PROCESS_JOB,
      async (payload, { isLastAttempt }) => {
        const { reviewId } = payload as { reviewId: string };
        const review = await capture.findForProcessing(reviewId);
        if (review?.status !== 'processing' || !review.uploadId) return;
        const input = path.join(uploads, review.uploadId);
        const work = await mkdtemp(path.join(workDir, `${reviewId}-`));
        try {
          const source = await probe(tools, input);
          if (!source.hasVideo) throw new VideoRejected('not-a-video');
          const early = checkDuration(source.durationSeconds);
          if (early) throw new VideoRejected(early);

          const video = path.join(work, 'video.mp4');
          const still = path.join(work, 'poster.jpg');
          await transcode(tools, input, video);
          const { durationSeconds } = await probe(tools, video);
          const late = checkDuration(durationSeconds ?? 0);
          if (late) throw new VideoRejected(late);
          await poster(tools, video, still, durationSeconds ?? 1);

          const keys = reviewMediaKeys(review.placeId, review.id);
          await app.mediaStore.put(keys.video, video, 'video/mp4');
          await app.mediaStore.put(keys.poster, still, 'image/jpeg');
          const published = await capture.publish(
            review.id,
            { videoKey: keys.video, posterKey: keys.poster },
            (tx) => app.notifications.reviewPublished(review.id, tx),
          );
          // Withdrawn while it was processing: nothing may stay behind.
          if (!published) await removeMedia({ videoKey: keys.video, posterKey: keys.poster, uploadId: null });
          await removeUpload(review.uploadId);
        } catch (error) {
          if (error instanceof VideoRejected) {
            await capture.fail(review.id, error.reason);
            await removeUpload(review.uploadId);
            return;
          }
          if (isLastAttempt) {
            await capture.fail(review.id, 'processing-error');
            await removeUpload(review.uploadId);
          }
          throw error;
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      },
      { concurrency: env.TRANSCODE_CONCURRENCY, leaseSeconds: 10 * 60 },
    );

    app.jobs.define(RETENTION_JOB, async () => {
      const now = Date.now();
      for (const stale of await capture.expireStaleUploads(new Date(now - DAY_MS)))
        await removeUpload(stale.uploadId);
      for (const failed of await capture.deleteFailed(new Date(now - 7 * DAY_MS))) await removeMedia(failed);
      // tus files that no review points at any more (a replaced upload, an abandoned creation).
      await tus.cleanUpExpiredUploads();
      await app.jobsRepository.purgeFinished(new Date(now - 30 * DAY_MS));
    });
    app.jobs.every(RETENTION_JOB, 3_600_000);

    app.decorate('captureRepository', capture);
    app.decorate('tusServer', tus);
    app.decorate('removeReviewMedia', removeMedia);
  },
  { name: 'capture', dependencies: ['jobs', 'media', 'auth', 'notifications'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    captureRepository: CaptureRepository;
    tusServer: TusServer;
    /** Deletes a review's stored video and poster and its pending upload, if any. */
    removeReviewMedia: (keys: {
      videoKey: string | null;
      posterKey: string | null;
      uploadId: string | null;
    }) => Promise<void>;
  }
}
