import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@venues/contracts/errors';
import {
  billingSessionParamsSchema,
  billingSessionResponseSchema,
  plansResponseSchema,
  returnUrlResponseSchema,
} from '@venues/contracts/billing';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses } from '../../../plugins/app/errors';

const sessionErrors = { ...errorResponses, 410: apiErrorSchema };

/** The plan catalogue, and the local provider's confirmation sessions behind /billing/session/:id. */
export const billingSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions } = app.billing;

  app.get(
    '/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans with their prices, price ids and benefits in both languages',
        response: { 200: plansResponseSchema, 401: errorResponses[401] },
      },
    },
    async () => ({ data: app.billing.plans }),
  );

  app.get(
    '/sessions/:id',
    {
      schema: {
        tags: ['billing'],
        summary: "A local billing session's pending change; only its customer's owner may read it",
        params: billingSessionParamsSchema,
        response: { 200: billingSessionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ session: await sessions.view(request.params.id, callerOf(request).uid) }),
  );

  app.post(
    '/sessions/:id/confirm',
    {
      schema: {
        tags: ['billing'],
        summary: 'Applies the change and uses the session up',
        params: billingSessionParamsSchema,
        response: { 200: returnUrlResponseSchema, ...sessionErrors },
      },
    },
    async (request) => ({ return_url: await sessions.confirm(request.params.id, callerOf(request).uid) }),
  );

  app.post(
    '/sessions/:id/cancel',
    {
      schema: {
        tags: ['billing'],
        summary: 'Closes the session without changing anything',
        params: billingSessionParamsSchema,
        response: { 200: returnUrlResponseSchema, ...sessionErrors },
      },
    },
    async (request) => ({ return_url: await sessions.abandon(request.params.id, callerOf(request).uid) }),
  );
};
