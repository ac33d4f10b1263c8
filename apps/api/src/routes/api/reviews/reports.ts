import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewReportBodySchema, reviewReportResponseSchema } from '@venues/contracts/review-reports';
import { errorResponses } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';

/**
 * An owner cannot delete, hide or edit a guest's review: they report it to staff,
 * who judge it in admin/review-reports.ts. Registered without a prefix: the path is written in full.
 */
export const reviewReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/places/:id/reviews/:reviewId/reports',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Report a review to staff, with a reason',
        params: z.object({ id: z.uuid(), reviewId: z.uuid() }),
        body: reviewReportBodySchema,
        response: {
          201: reviewReportResponseSchema,
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request, reply) => {
      const { id, reviewId } = request.params;
      const caller = await app.assertPlaceAccess(request, id, 'reviews.report');
      await app.usersRepository.upsertFromCaller(caller);
      const result = await app.reviewReportsRepository.create(id, reviewId, caller.uid, request.body);
      if (!result.ok) {
        if (result.reason === 'not-found') throw notFound('Review');
        throw new HttpError(409, 'reviews/already-reported', 'You have already reported this review.');
      }
      return reply.status(201).send({ data: { id: result.id } });
    },
  );
};
