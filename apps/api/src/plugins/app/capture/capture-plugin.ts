import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import fp from 'fastify-plugin';
import { CAPTURE_UPLOAD_KEPT_MS } from '@venues/contracts/capture-rules';
import { uploadsDir } from '../../../config/env';
import { defineCaptureJobs, PROCESS_JOB } from './jobs';
import { createUploadHooks } from './upload-hooks';
import { smallPosterKey } from '../media/media-store';
import { videoTools } from './video-processing';

/**
 * Reviews captured at the table: the tus server that receives the guests' videos, the job that probes,
 * transcodes and publishes them, and the retention sweep (both in ./jobs.ts).
 */
export const capturePlugin = fp(
  async (app) => {
    const { env } = app;
    const capture = app.captureRepository;
    const tools = videoTools(env);
    const uploads = uploadsDir(env);
    const workDir = path.join(uploads, '.work');
    await mkdir(workDir, { recursive: true });

    // Uploads in progress stay on this replica's disk, also with S3 media (decision 0009): a guest's
    // upload must reach the replica that holds it, and processing reads it as a file.
    const datastore = new FileStore({
      directory: uploads,
      expirationPeriodInMilliseconds: CAPTURE_UPLOAD_KEPT_MS,
    });
    const removeUpload = async (uploadId: string | null) => {
      if (uploadId) await datastore.remove(uploadId).catch(() => undefined);
    };
    const removeMedia = async (keys: {
      videoKey: string | null;
      posterKey: string | null;
      uploadId: string | null;
    }) => {
      const small = keys.posterKey && smallPosterKey(keys.posterKey);
      for (const key of [keys.videoKey, keys.posterKey, small]) if (key) await app.mediaStore.delete(key);
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

    defineCaptureJobs(app, { tools, uploads, workDir, tus, removeUpload, removeMedia });

    app.decorate('tusServer', tus);
    app.decorate('removeReviewMedia', removeMedia);
  },
  { name: 'capture', dependencies: ['repositories', 'jobs', 'media', 'auth', 'notifications'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    tusServer: TusServer;
    /** Deletes a review's stored video and poster and its pending upload, if any. */
    removeReviewMedia: (keys: {
      videoKey: string | null;
      posterKey: string | null;
      uploadId: string | null;
    }) => Promise<void>;
  }
}
