import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  guestErasureResponseSchema,
  ownGuestDataResponseSchema,
  privateLinkQuerySchema,
  type PrivateLinkQuery,
} from '@venues/contracts/guest-data';
import { toGuestData } from '../../../plugins/app/capture/guest-data-mapper';
import { eraseGuest } from '../../../plugins/app/capture/guest-erasure';
import { guestOfLink, reviewPrivateUrl } from '../../../plugins/app/capture/private-link';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';

/**
 * "What we hold about you": a guest's private link opens everything tied to their guest identity, at
 * every venue, and erases it. A review's link opens the data of that review's guest; a pass's link, of the
 * guest it names. Each review listed comes with its own private link, where the guest withdraws it or stops
 * showing it publicly.
 */
export const guestDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.env.CAPTURE_RATE_LIMIT_MAX, timeWindow: '1 minute' };
  const schema = {
    tags: ['capture'],
    security: [],
    querystring: privateLinkQuerySchema,
  };
  const refusals = { ...refusalsOf(400, 404), 403: errorResponses[403] };
  const gone = (query: PrivateLinkQuery) => notFound(query.guest === undefined ? 'Review' : 'Guest');

  const guestOf = async (query: PrivateLinkQuery) => {
    const reviewerId = await guestOfLink(app, query);
    if (!reviewerId) throw gone(query);
    return reviewerId;
  };

  app.get(
    '/guest-data',
    {
      config: { rateLimit },
      schema: {
        ...schema,
        summary: "Everything tied to the link's guest: reviews with their consent records, passes, visits",
        response: { 200: ownGuestDataResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const holdings = await app.guestDataRepository.holdings(await guestOf(request.query));
      if (!holdings) throw gone(request.query);
      const data = toGuestData(holdings);
      return {
        data: {
          ...data,
          reviews: data.reviews.map((review) => ({
            ...review,
            private_url: reviewPrivateUrl(app, review.id),
          })),
        },
      };
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
      if (!erased) throw gone(request.query);
      return { data: erased };
    },
  );
};
