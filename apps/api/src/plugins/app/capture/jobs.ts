import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Server as TusServer } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { keptSince } from '@venues/contracts/retention-rules';
import { z } from 'zod';
import { reviewMediaKeys } from '../media/media-store';
import {
  checkDuration,
  poster,
  probe,
  smallPoster,
  transcode,
  VideoRejected,
  type VideoTools,
} from './video-processing';

/** The capture domain's jobs: their names, payload schemas and handlers. capture-plugin.ts queues them. */

/** Probes, transcodes and publishes a guest's uploaded video; queued when its upload completes. */
export const PROCESS_JOB = 'review.process';
export const processJobPayload = z.object({ reviewId: z.string() });

/** Unfinished uploads past their retention: their reviews fail and their files go. */
export const UPLOADS_RETENTION_JOB = 'capture.retention';
/** Failed reviews past their retention go, with their files. */
export const FAILED_REVIEWS_RETENTION_JOB = 'capture.failed-retention';
export const retentionJobPayload = z.object({});

declare module '../jobs/jobs-plugin' {
  interface JobSchemas {
    [PROCESS_JOB]: typeof processJobPayload;
    [UPLOADS_RETENTION_JOB]: typeof retentionJobPayload;
    [FAILED_REVIEWS_RETENTION_JOB]: typeof retentionJobPayload;
  }
}

type MediaKeys = { videoKey: string | null; posterKey: string | null; uploadId: string | null };

export function defineCaptureJobs(
  app: FastifyInstance,
  deps: {
    tools: VideoTools;
    /** Where tus keeps the uploads, and the scratch folder under it. */
    uploads: string;
    workDir: string;
    tus: TusServer;
    removeUpload: (uploadId: string | null) => Promise<void>;
    removeMedia: (keys: MediaKeys) => Promise<void>;
  },
) {
  const { tools, uploads, workDir, tus, removeUpload, removeMedia } = deps;
  const capture = app.captureRepository;

  app.jobs.define(
    PROCESS_JOB,
    processJobPayload,
    async ({ reviewId }, { isLastAttempt }) => {
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
        const smallStill = path.join(work, 'poster-small.webp');
        await transcode(tools, input, video);
        const { durationSeconds } = await probe(tools, video);
        const late = checkDuration(durationSeconds ?? 0);
        if (late) throw new VideoRejected(late);
        await poster(tools, video, still, durationSeconds ?? 1);
        await smallPoster(tools, still, smallStill);

        const keys = reviewMediaKeys(review.placeId, review.id);
        await app.mediaStore.put(keys.video, video, 'video/mp4');
        await app.mediaStore.put(keys.poster, still, 'image/jpeg');
        await app.mediaStore.put(keys.posterSmall, smallStill, 'image/webp');
        const published = await capture.publish(
          review.id,
          { videoKey: keys.video, posterKey: keys.poster },
          async (tx) => {
            await app.notifications.reviewPublished(review.id, tx);
            await app.webhooks.emitReview('review.published', review.id, { tx });
          },
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
    // Renewed while the transcode runs: a replica that dies mid-way hands the video on within a minute.
    { concurrency: app.env.TRANSCODE_CONCURRENCY, leaseSeconds: 60 },
  );

  app.jobs.define(UPLOADS_RETENTION_JOB, retentionJobPayload, async () => {
    for (const stale of await capture.expireStaleUploads(keptSince('unfinishedUploads', new Date())))
      await removeUpload(stale.uploadId);
    // tus files that no review points at any more (a replaced upload, an abandoned creation).
    await tus.cleanUpExpiredUploads();
  });

  app.jobs.define(FAILED_REVIEWS_RETENTION_JOB, retentionJobPayload, async () => {
    for (const failed of await capture.deleteFailed(keptSince('failedReviews', new Date())))
      await removeMedia(failed);
  });
}
