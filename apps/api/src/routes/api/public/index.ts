import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicReviewsQuerySchema,
  publicReviewsResponseSchema,
  publicVenueParamsSchema,
} from '@venues/contracts/public-reviews';
import { errorResponses } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';
import { PUBLIC_CACHE_CONTROL } from '../../../plugins/app/publishing/public-pages-plugin';
import { openPublicVenue, publicReviewsPage } from '../../../plugins/app/publishing/public-reviews';

/**
 * A venue's public reviews as data, for anyone: only reviews shown with the guest's consent, the guest's
 * first name and initial, public media URLs. The same read as the wall's and the embed's.
 */
export const publicVenueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/venues/:slug/reviews',
    {
      schema: {
        tags: ['public'],
        summary: "A page of a venue's public reviews: highlights first, then the newest",
        security: [],
        params: publicVenueParamsSchema,
        querystring: publicReviewsQuerySchema,
        response: { 200: publicReviewsResponseSchema, 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const venue = await openPublicVenue(app, request.params.slug);
      if (!venue) throw notFound('Venue');
      const { cursor, limit } = request.query;
      void reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return { data: await publicReviewsPage(app, venue, cursor, limit) };
    },
  );
};
