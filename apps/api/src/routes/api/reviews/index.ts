import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewDetailResponseSchema } from '@venues/contracts/dashboard';
import { reviewsListQuerySchema, reviewsPageResponseSchema } from '@venues/contracts/review-filters';
import { publicUrl } from '../../../config/env';
import { accessAllows, type PlaceAccess } from '../../../plugins/app/place-access';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import { toReview, toReviewDetail } from '../../../plugins/app/reviews/review-mapper';
import { decodeCursor, encodeCursor } from '../../../plugins/app/reviews/review-list-query';

const refusals = refusalsOf(400, 401, 403);

/** A team member reads reviews without their download link: the rights table says who downloads. */
const canDownload = (access: PlaceAccess) => accessAllows(access, 'reviews.download');

/**
 * A venue's video reviews as its dashboard reads them: the list, and one review by its id. Each needs a
 * role on the venue (staff may read); only those who may download get the download link. Registered without a prefix: the paths are written in full.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = publicUrl(app.env);
  app.get(
    '/places/:id/reviews',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'A page of video reviews, filtered and sorted; next_cursor opens the next page',
        params: z.object({ id: z.uuid() }),
        querystring: reviewsListQuerySchema,
        response: { 200: reviewsPageResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const access = await app.assertPlaceAccess(request, id, 'reviews.read');
      const reader = { canDownload: canDownload(access) };
      const { query } = request;
      if (query.skip !== undefined && query.skip !== '0') {
        throw new HttpError(
          400,
          'validation/invalid-input',
          'This list pages by cursor, not by skip: send the next_cursor of the previous page as cursor (skip=0 is the first page).',
          { skip: ['useCursor'] },
        );
      }
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
      if (query.cursor !== undefined && !after) {
        throw new HttpError(400, 'validation/invalid-input', 'The cursor is not one of this list.', {
          cursor: ['badCursor'],
        });
      }
      const page = await app.reviewsRepository.listForPlace(id, query, after);
      return {
        data: page.rows.map((row) => toReview(row, app.urlSigner, origin, reader)),
        next_cursor: page.next && encodeCursor(page.next),
      };
    },
  );

  // For the new-review mails' deep links: the venue is found from the review.
  app.get(
    '/reviews/:reviewId',
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
      const access = await app.assertPlaceAccess(request, review.placeId, 'reviews.read');
      return {
        data: toReviewDetail(review, app.urlSigner, origin, { canDownload: canDownload(access) }),
      };
    },
  );
};
