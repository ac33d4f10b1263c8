import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withdrawQuerySchema } from '@venues/contracts/capture';
import { guestDataResponseSchema, guestErasureResponseSchema } from '@venues/contracts/guest-data';
import { toGuestData } from '../../../plugins/app/capture/guest-data-mapper';
import { eraseGuest } from '../../../plugins/app/capture/guest-erasure';
import { verifyPrivateLink } from '../../../plugins/app/capture/private-link';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';

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
      const erased = await eraseGuest(app, await guestOf(request.query));
      if (!erased) throw notFound('Review');
      return { data: erased };
    },
  );
};
