import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  missionsResponseSchema,
  placeIdQuerySchema,
  reviewersQuerySchema,
  reviewersResponseSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  statsResponseSchema,
  type Review,
  type Stats,
} from '@venues/contracts/dashboard';
import { errorResponses } from '../../../plugins/app/errors';
import type { ReviewRow } from '../../../plugins/app/reviews/reviews-repository';
import type { UrlSigner } from '../../../plugins/app/media/signed-urls';
import { createTtlCache } from '../../../lib/ttl-cache';

const refusals = { 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] };

export function toReview(row: ReviewRow, signer: UrlSigner): Review {
  const target = { placeId: row.placeId, reviewId: row.id };
  const video = (download: boolean) => signer.mediaUrl({ ...target, kind: 'video', download });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    video_url: row.videoKey ? video(false) : null,
    download_url: row.videoKey ? video(true) : null,
    poster_url: row.posterKey ? signer.mediaUrl({ ...target, kind: 'poster', download: false }) : null,
    table_label: row.tableLabel,
    reviewer: { display_name: row.reviewer.displayName, photo_url: row.reviewer.photoUrl },
    rating: {
      overall: row.ratingOverall,
      food: row.ratingFood,
      price: row.ratingPrice,
      atmosphere: row.ratingAtmosphere,
      service: row.ratingService,
    },
  };
}

/** The dashboard's reads of one venue. Each needs an approved claim on it (staff may read). */
export const venueDataRoutes: FastifyPluginAsyncZod = async (app) => {
  // A 30-day summary does not need to be fresher than a minute; the cache keeps each venue's figures to
  // one aggregate query per minute per replica, whatever the traffic.
  const statsCache = createTtlCache<Stats>({ ttlMs: app.env.STATS_CACHE_SECONDS * 1000, maxEntries: 10_000 });

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
      await app.assertPlaceAccess(request, request.query.id);
      const { id } = request.query;
      return { data: await statsCache.get(id, () => app.statsRepository.stats(id)) };
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
      const { id, ...options } = request.query;
      await app.assertPlaceAccess(request, id);
      return { data: await app.statsRepository.reviewers(id, options) };
    },
  );

  app.get(
    '/missions',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Missions of a venue, latest deadline first',
        querystring: placeIdQuerySchema,
        response: { 200: missionsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await app.assertPlaceAccess(request, request.query.id);
      return { data: await app.missionsRepository.listForPlace(request.query.id) };
    },
  );

  app.get(
    '/:id/reviews',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'A page of video reviews, newest first',
        params: z.object({ id: z.uuid() }),
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.assertPlaceAccess(request, id);
      const rows = await app.reviewsRepository.listForPlace(id, request.query.skip, request.query.take);
      return { data: rows.map((row) => toReview(row, app.urlSigner)) };
    },
  );
};
