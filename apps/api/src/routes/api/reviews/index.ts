import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewDetailResponseSchema } from '@venues/contracts/dashboard';
import { errorResponses } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';
import { toReview } from '../places/venue-data';

/** One review by its id, for the new-review mails' deep links: the venue is found from the review. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:reviewId',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'One visible review and its venue',
        params: z.object({ reviewId: z.uuid() }),
        response: {
          200: reviewDetailResponseSchema,
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      },
    },
    async (request) => {
      // Unknown, withdrawn and hidden reviews are 404: a mail's link can outlive its review.
      const review = await app.reviewsRepository.findVisible(request.params.reviewId);
      if (!review) throw notFound('Review');
      await app.assertPlaceAccess(request, review.placeId);
      return { data: { ...toReview(review, app.urlSigner), place_id: review.placeId } };
    },
  );
};
