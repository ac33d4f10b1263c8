import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReviewReportsResponseSchema,
  hideReviewBodySchema,
  resolveReportResponseSchema,
} from '@venues/contracts/review-reports';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';
import { forgetPublicMedia } from '../../../plugins/app/publishing/public-media';
import { toAdminReviewReport } from '../../../plugins/app/reviews/review-report-mapper';

const refusals = refusalsOf(400, 401, 403);
const reportParams = z.object({ reportId: z.uuid() });

/** Staff judge the reviews that owners report: hide one for abuse, with a reason, or dismiss the report. */
export const adminReviewReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review-reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Open reports of reviews, oldest first',
        response: { 200: adminReviewReportsResponseSchema, ...refusals },
      },
    },
    async () => {
      const rows = await app.reviewReportsRepository.listOpen();
      return { data: rows.map((row) => toAdminReviewReport(row, app.urlSigner)) };
    },
  );

  app.post(
    '/review-reports/:reportId/hide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Hide the reported review (it leaves the dashboard and the stats, and loses its video)',
        params: reportParams,
        body: hideReviewBodySchema,
        response: { 200: resolveReportResponseSchema, ...refusals, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const { reportId } = request.params;
      const hidden = await app.reviewReportsRepository.hide(
        reportId,
        callerOf(request).uid,
        request.body.reason,
        (tx, reviewId) => app.webhooks.emitReview('review.unpublished', reviewId, { tx, reason: 'hidden' }),
      );
      if (!hidden) throw notFound('Open report');
      forgetPublicMedia(hidden.reviewId);
      await app.removeReviewMedia(hidden.media);
      return { data: { id: reportId, resolution: 'hidden' as const } };
    },
  );

  app.post(
    '/review-reports/:reportId/dismiss',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dismiss a report: the review stays',
        params: reportParams,
        response: { 200: resolveReportResponseSchema, ...refusals, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const { reportId } = request.params;
      if (!(await app.reviewReportsRepository.dismiss(reportId, callerOf(request).uid)))
        throw notFound('Open report');
      return { data: { id: reportId, resolution: 'dismissed' as const } };
    },
  );
};
