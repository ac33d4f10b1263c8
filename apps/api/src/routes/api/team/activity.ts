import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityExportQuerySchema,
  activityPageResponseSchema,
  activityQuerySchema,
} from '@venues/contracts/activity';
import { teamParamsSchema } from '@venues/contracts/team';
import { documentLanguage } from '../../../lib/language';
import { activityCsv } from '../../../plugins/app/activity/activity-csv';
import { toActivityEntry } from '../../../plugins/app/activity/activity-mapper';
import {
  decodeActivityCursor,
  encodeActivityCursor,
} from '../../../plugins/app/activity/activity-repository';
import { refusalsOf } from '../../../plugins/app/errors';
import { HttpError } from '../../../plugins/app/http-error';

const refusals = refusalsOf(400, 401, 403);

const periodFields = (query: { from?: string; to?: string }) => {
  if (query.from && query.to && query.to < query.from)
    throw new HttpError(400, 'validation/invalid-input', 'The period ends before it starts.', {
      to: ['endBeforeStart'],
    });
};

/**
 * A venue's activity log, for its owners and managers (and staff): newest first, filtered by person, kind
 * of actor, kind of change and period (Rome days), paged by cursor, and its CSV export.
 */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/activity',
    {
      schema: {
        tags: ['team'],
        summary: "A page of the venue's activity log, newest first; next_cursor opens the next page",
        params: teamParamsSchema,
        querystring: activityQuerySchema,
        response: { 200: activityPageResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId } = request.params;
      await app.assertPlaceAccess(request, placeId, 'activity.view');
      const { cursor: text, limit, ...filter } = request.query;
      periodFields(filter);
      const cursor = text === undefined ? undefined : decodeActivityCursor(text);
      if (text !== undefined && !cursor)
        throw new HttpError(400, 'validation/invalid-input', 'The cursor is not one of this list.', {
          cursor: ['badCursor'],
        });
      const rows = await app.activityRepository.page(placeId, filter, cursor, limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      reply.header('cache-control', 'private, no-store');
      return {
        data: page.map(toActivityEntry),
        next_cursor:
          rows.length > limit && last ? encodeActivityCursor({ at: last.cursorAt, id: last.id }) : null,
      };
    },
  );

  app.get(
    '/:id/activity.csv',
    {
      schema: {
        tags: ['team'],
        summary: "The venue's activity log under the same filters as CSV (UTF-8 with a BOM, RFC 4180)",
        params: teamParamsSchema,
        querystring: activityExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.unknown().describe('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId } = request.params;
      await app.assertPlaceAccess(request, placeId, 'activity.view');
      const { lang, ...filter } = request.query;
      periodFields(filter);
      const stream = activityCsv(app.activityRepository, {
        placeId,
        filter,
        language: documentLanguage(request, lang),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="activity.csv"')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};
