import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planAllows } from '@venues/contracts/plans';
import { z } from 'zod';
import {
  reportExportKindSchema,
  reportPdfQuerySchema,
  reportQuerySchema,
  reportResponseSchema,
} from '@venues/contracts/report';
import { documentLanguage } from '../../../lib/language';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import { reportCsv } from '../../../plugins/app/report/report-csv';
import { renderReportPdf } from '../../../plugins/app/report/report-pdf';

const refusals = refusalsOf(400, 401, 403);
const placeParams = z.object({ id: z.uuid() });

/** The report of a venue over 7, 30, 90 or 365 days, and its exports: CSV on every plan, PDF on pro. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/report',
    {
      schema: {
        tags: ['report'],
        summary: 'Tiles, charts and their previous-period comparison for a venue',
        params: placeParams,
        querystring: reportQuerySchema,
        response: { 200: reportResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.assertPlaceAccess(request, id, 'report.view');
      reply.header('cache-control', 'private, no-store');
      return { data: await app.reportRepository.report(id, request.query.period) };
    },
  );

  for (const kind of reportExportKindSchema.options) {
    app.get(
      `/:id/report/${kind}.csv`,
      {
        schema: {
          tags: ['report'],
          summary: `CSV of the period's ${kind}: UTF-8 with a BOM, RFC 4180 quoting, streamed`,
          params: placeParams,
          querystring: reportPdfQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.unknown().describe('text/csv'), ...refusals },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await app.assertPlaceAccess(request, id, 'report.view');
        const { period, lang } = request.query;
        const stream = reportCsv(app.reportExportsRepository, {
          kind,
          placeId: id,
          period,
          language: documentLanguage(request, lang),
          now: new Date(),
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="report-${period}d-${kind}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );
  }

  app.get(
    '/:id/report.pdf',
    {
      schema: {
        tags: ['report'],
        summary: "The PDF report of the period, in the caller's language (pro plan)",
        params: placeParams,
        querystring: reportPdfQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('application/pdf'), ...refusals, 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await app.assertPlaceAccess(request, id, 'report.view');
      if (!planAllows(await app.billing.currentPlan(id), 'pdfReport')) {
        throw new HttpError(403, 'billing/plan-required', 'The PDF report needs the pro plan.');
      }
      const place = await app.placesRepository.findById(id);
      if (!place) throw notFound('Place');
      const { period, lang } = request.query;
      const pdf = await renderReportPdf({
        report: await app.reportRepository.report(id, period),
        venueName: place.name,
        language: documentLanguage(request, lang),
        generatedAt: new Date(),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="report-${period}d.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
