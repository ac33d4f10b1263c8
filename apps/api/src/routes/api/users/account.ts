import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletionPreviewResponseSchema,
  dataExportResponseSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from '@venues/contracts/account-data';
import { callerOf } from '../../../plugins/app/auth';
import { refusalsOf } from '../../../plugins/app/errors';

/**
 * A venue person's rights over their own account: download their data, and delete the account. Every
 * route acts on the caller's own account and no one else's, so the token is the whole authorization.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const sensitive = { rateLimit: { max: app.env.SENSITIVE_RATE_LIMIT_MAX, timeWindow: '1 minute' } };

  app.post(
    '/data-export',
    {
      config: sensitive,
      schema: {
        tags: ['users'],
        summary: "Asks for a JSON file of the caller's data; a job prepares it and mails its link",
        response: { 202: dataExportResponseSchema, ...refusalsOf(401) },
      },
    },
    async (request, reply) => {
      const data = await app.account.requestExport(callerOf(request).uid);
      return reply.status(202).send({ data });
    },
  );

  app.get(
    '/data-export',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's latest data export, while it is being prepared or offered; null when none",
        response: { 200: dataExportResponseSchema, ...refusalsOf(401) },
      },
    },
    async (request) => ({ data: await app.account.latestExport(callerOf(request).uid) }),
  );

  app.get(
    '/account/deletion',
    {
      schema: {
        tags: ['users'],
        summary: "What deleting the caller's account would do to each of their venues",
        response: { 200: accountDeletionPreviewResponseSchema, ...refusalsOf(401) },
      },
    },
    async (request) => ({ data: await app.account.preview(callerOf(request)) }),
  );

  app.delete(
    '/account',
    {
      config: sensitive,
      schema: {
        tags: ['users'],
        summary:
          "Deletes the caller's account: needs a sign-in of the last minutes; refused to the last owner of a venue with other people",
        body: deleteAccountBodySchema,
        response: { 200: deleteAccountResponseSchema, ...refusalsOf(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { venuesClosed, venuesLeft } = await app.account.deleteAccount(
        callerOf(request),
        request.signedInAt,
      );
      return { data: { deleted: true as const, venues_closed: venuesClosed, venues_left: venuesLeft } };
    },
  );
};
