import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  placeIdQuerySchema,
  reviewersQuerySchema,
  reviewersResponseSchema,
  statsResponseSchema,
} from '@venues/contracts/dashboard';
import { refusalsOf } from '../../../plugins/app/errors';

const refusals = refusalsOf(400, 401, 403);

/**
 * `?id=` names the venue on the wire; in here it is `placeId`.
 * The dashboard's figures of one venue: its stats and its customers. Each needs a role that may read the
 * summary (staff may read). Its reviews are in ../reviews.
 */
export const venueDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Totals and the 30-day summary of a venue',
        querystring: placeIdQuerySchema,
        response: { 200: statsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      await app.assertPlaceAccess(request, placeId, 'summary.view');
      return { data: await app.statsCache.get(placeId, () => app.statsRepository.stats(placeId)) };
    },
  );

  app.get(
    '/reviewers',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Customers who visited in the last 30 days, new or returning',
        querystring: reviewersQuerySchema,
        response: { 200: reviewersResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId, ...options } = request.query;
      await app.assertPlaceAccess(request, placeId, 'summary.view');
      return { data: await app.statsRepository.reviewers(placeId, options) };
    },
  );
};
