import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planAllows } from '@venues/contracts/plans';
import { z } from 'zod';
import { errorResponses } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';

const CONTENT_TYPES = { video: 'video/mp4', poster: 'image/jpeg' } as const;

/**
 * Streams a review's video (with Range) or its poster. A signed URL (from the reviews list) or a bearer
 * token of someone with access authorizes it; the attachment needs a paid plan, whatever the UI shows.
 * Registered outside the authenticated scope, without a prefix: the path is written in full.
 */
export const reviewMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/:id/reviews/:reviewId/:kind',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "A review's video or poster; download=1 sends the video as review-video.mp4 (starter plan or above)",
        params: z.object({ id: z.uuid(), reviewId: z.uuid(), kind: z.enum(['video', 'poster']) }),
        querystring: z.object({
          download: z.enum(['0', '1']).optional(),
          expires: z.coerce.number().int().positive().optional(),
          signature: z.string().max(100).optional(),
        }),
        response: {
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      },
    },
    async (request, reply) => {
      const { id: placeId, reviewId, kind } = request.params;
      const { expires, signature } = request.query;
      const download = request.query.download === '1' && kind === 'video';

      if (signature !== undefined && expires !== undefined) {
        const verdict = app.urlSigner.verify({ placeId, reviewId, kind, download }, expires, signature);
        if (verdict === 'expired') throw new HttpError(403, 'media/expired', 'This media link has expired.');
        if (verdict !== 'ok')
          throw new HttpError(403, 'media/bad-signature', 'This media link is not valid.');
      } else {
        await app.authenticate(request);
        await app.assertPlaceAccess(request, placeId, download ? 'reviews.download' : 'reviews.read');
      }

      const key = (await app.reviewsRepository.mediaKeys(placeId, reviewId))?.[kind];
      if (!key) throw notFound(kind === 'video' ? 'Video' : 'Poster');
      if (download && !planAllows(await app.billing.currentPlan(placeId), 'downloadVideos')) {
        throw new HttpError(
          403,
          'billing/plan-required',
          'Downloading videos needs the starter plan or above.',
        );
      }
      if (!(await app.mediaStore.exists(key))) throw notFound(kind === 'video' ? 'Video' : 'Poster');

      reply.header('cache-control', 'private, max-age=3600');
      return app.mediaStore.send(reply, key, {
        contentType: CONTENT_TYPES[kind],
        downloadName: download ? 'review-video.mp4' : undefined,
      });
    },
  );
};
