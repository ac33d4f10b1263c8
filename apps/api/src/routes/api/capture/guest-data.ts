import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawQuerySchema } from '@venues/contracts/capture';
import { guestDataResponseSchema, guestErasureResponseSchema } from '@venues/contracts/guest-data';
import { toGuestData } from '../../../plugins/app/capture/guest-data-mapper';
import { verifyPrivateLink } from '../../../plugins/app/capture/private-link';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';
import { forgetPublicMedia } from '../../../plugins/app/publishing/public-media';
import { isPublicReview } from '../../../plugins/app/reviews/review-visibility';

/**
 * "What we hold about you": a guest's private link opens everything tied to their guest identity, at
 * every venue, and erases it. The link names one review; its guest is whose data this is.
 */
export const guestDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.env.CAPTURE_RATE_LIMIT_MAX, timeWindow: '1 minute' };
  const schema = {
    tags: ['capture'],
    security: [],
    querystring: withdrawQuerySchema,
  };
  const refusals = { ...refusalsOf(400, 404), 403: errorResponses[403] };

  const guestOf = async (query: { review: string; expires: number; signature: string }) => {
    verifyPrivateLink(app, query);
    const reviewerId = await app.guestDataRepository.reviewerOf(query.review);
    if (!reviewerId) throw notFound('Review');
    return reviewerId;
  };

  app.get(
    '/guest-data',
    {
      config: { rateLimit },
      schema: {
        ...schema,
        summary: "Everything tied to the link's guest: reviews with their consent records, passes, visits",
        response: { 200: guestDataResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const holdings = await app.guestDataRepository.holdings(await guestOf(request.query));
      if (!holdings) throw notFound('Review');
      return { data: toGuestData(holdings) };
    },
  );

  app.delete(
    '/guest-data',
    {
      config: { rateLimit },
      schema: {
        ...schema,
        summary: 'Erase everything: reviews, videos and passes deleted; visits kept for the venues, unlinked',
        response: { 200: guestErasureResponseSchema, ...refusals },
      },
    },
    async (request) => {
      // Each review leaves as a withdrawal does: the events are built while it exists, in the transaction.
      const erased = await app.guestDataRepository.erase(await guestOf(request.query), async (tx, owned) => {
        for (const review of owned) {
          if (isPublicReview(review))
            await app.webhooks.emitReview('review.unpublished', review.id, { tx, reason: 'withdrawn' });
          await app.webhooks.emitReview('review.withdrawn', review.id, { tx });
        }
      });
      if (!erased) throw notFound('Review');
      for (const media of erased.media) forgetPublicMedia(media.reviewId);
      for (const media of erased.media) await app.removeReviewMedia(media);
      return {
        data: {
          reviews_deleted: erased.reviews,
          passes_deleted: erased.passes,
          visits_unlinked: erased.visits,
        },
      };
    },
  );
};
