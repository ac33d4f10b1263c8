import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import { resolveMedia } from '../../../plugins/app/media/media-plugin';

/**
 * Streams a review's video with Range support. A signed URL (from the reviews list) or a bearer token
 * of someone with access authorizes it; the attachment needs a paid plan, whatever the UI shows.
 */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/reviews/:reviewId/video',
    {
      schema: {
        tags: ['dashboard'],
        summary: "A review's video; download=1 sends it as review-video.mp4 (starter plan or above)",
        params: z.object({ id: z.uuid(), reviewId: z.uuid() }),
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
      const { id: placeId, reviewId } = request.params;
      const { expires, signature } = request.query;
      const download = request.query.download === '1';

      if (signature !== undefined && expires !== undefined) {
        const verdict = app.urlSigner.verify({ placeId, reviewId, download }, expires, signature);
        if (verdict === 'expired') throw new HttpError(403, 'media/expired', 'This video link has expired.');
        if (verdict !== 'ok')
          throw new HttpError(403, 'media/bad-signature', 'This video link is not valid.');
      } else {
        await app.authenticate(request);
        await app.assertPlaceAccess(request, placeId);
      }

      const key = await app.reviewsRepository.videoKey(placeId, reviewId);
      if (!key) throw notFound('Video');
      if (download && (await app.billing.currentPlan(placeId)) === 'free') {
        throw new HttpError(
          403,
          'billing/plan-required',
          'Downloading videos needs the starter plan or above.',
        );
      }
      const media = resolveMedia(key, app.mediaDir);
      if (!media) throw notFound('Video');

      reply.header('cache-control', 'private, max-age=3600');
      if (download) reply.header('content-disposition', 'attachment; filename=review-video.mp4');
      return reply.type('video/mp4').sendFile(media.file, media.root);
    },
  );
};
