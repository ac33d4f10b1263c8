import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimsResponseSchema } from '@venues/contracts/claims';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses } from '../../../plugins/app/errors';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/claim',
    {
      schema: {
        tags: ['claims'],
        summary: "The caller's own claims, newest first",
        response: { 200: claimsResponseSchema, 401: errorResponses[401] },
      },
    },
    async (request) => ({ data: await app.claimsRepository.listForUser(callerOf(request).uid) }),
  );
};
