import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Server as TusServer } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { CAPTURE_UPLOAD_KEPT_MS } from '@venues/contracts/capture-rules';
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

/**
 * The retention sweep: unfinished uploads go after CAPTURE_UPLOAD_KEPT_MS, failed reviews and their files
 * after 7 days; recurring (capture-plugin.ts: hourly).
 */
export const RETENTION_JOB = 'capture.retention';
export const retentionJobPayload = z.object({});

declare module '../jobs/jobs-plugin' {
  interface JobSchemas {
    [PROCESS_JOB]: typeof processJobPayload;
    [RETENTION_JOB]: typeof retentionJobPayload;
  }
}

const DAY_MS = 86_400_000;

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
    { concurrency: app.env.TRANSCODE_CONCURRENCY, leaseSeconds: 10 * 60 },
  );

  app.jobs.define(RETENTION_JOB, retentionJobPayload, async () => {
    const now = Date.now();
    for (const stale of await capture.expireStaleUploads(new Date(now - CAPTURE_UPLOAD_KEPT_MS)))
      await removeUpload(stale.uploadId);
    for (const failed of await capture.deleteFailed(new Date(now - 7 * DAY_MS))) await removeMedia(failed);
    // tus files that no review points at any more (a replaced upload, an abandoned creation).
    await tus.cleanUpExpiredUploads();
  });
}
