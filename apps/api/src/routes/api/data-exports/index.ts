import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataExportFileParamsSchema, dataExportFileQuerySchema } from '@venues/contracts/account-data';
import { refusalsOf } from '../../../plugins/app/errors';
import { HttpError } from '../../../plugins/app/http-error';

/**
 * A data export's file at its signed link, which the mail and the profile page hand out: the signature is
 * the authorization, so the link works from a mail client without signing in, until the export expires.
 */
export const dataExportFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      config: { rateLimit: { max: app.env.SENSITIVE_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        security: [],
        summary: "A person's data export, as a JSON file",
        params: dataExportFileParamsSchema,
        querystring: dataExportFileQuerySchema,
        response: { 200: z.string(), ...refusalsOf(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const content = await app.account.exportFile(id, request.query.expires, request.query.signature);
      if (content === undefined)
        throw new HttpError(404, 'account/export-gone', 'This link has expired or is not valid.');
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="venues-data-${id.slice(0, 8)}.json"`)
        .header('cache-control', 'private, no-store')
        .send(content);
    },
  );
};
