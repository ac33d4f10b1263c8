import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimSubmissionSchema } from '@venues/contracts/business-profile';
import { claimsMutationResponseSchema, claimsResponseSchema } from '@venues/contracts/claims';
import {
  placeResponseSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
} from '@venues/contracts/places';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import { preferredLanguage } from '../../../lib/language';

const SUBMIT_REFUSALS = {
  'not-found': [404, 'places/not-found', 'Unknown place'],
  'already-verified': [409, 'claims/already-verified', 'Already verified by its owner'],
  duplicate: [409, 'claims/duplicate', 'You already have an open request for'],
} as const;

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { rateLimit: { max: app.env.SENSITIVE_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['places'],
        summary: 'Search the catalogue by business name and address',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema, 400: errorResponses[400], 401: errorResponses[401] },
      },
    },
    async (request) => ({ data: await app.placesRepository.search(request.query.q) }),
  );

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

  app.post(
    '/claim',
    {
      schema: {
        tags: ['claims'],
        summary: 'Claim one or more places with a business profile: one pending claim per place, all or none',
        body: claimSubmissionSchema,
        response: {
          201: claimsMutationResponseSchema,
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
          404: errorResponses[404],
          409: errorResponses[409],
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!caller.emailVerified) {
        throw new HttpError(
          403,
          'claims/email-not-verified',
          'Verify your email address before claiming a place.',
        );
      }
      // The claimant's record must exist before the claims that point at it; its language is the one the
      // decision mail will be written in.
      await app.usersRepository.upsertFromCaller(
        caller,
        preferredLanguage(request.headers['accept-language']),
      );
      const result = await app.claimsRepository.submit(caller.uid, request.body);
      if (!result.ok) {
        const [status, code, message] = SUBMIT_REFUSALS[result.reason];
        throw new HttpError(status, code, `${message}: ${result.placeIds.join(', ')}.`, {
          place_ids: result.placeIds,
        });
      }
      return reply.status(201).send({ data: result.claims });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['places'],
        summary: 'One place of the catalogue',
        params: z.object({ id: z.uuid() }),
        response: {
          200: placeResponseSchema,
          400: errorResponses[400],
          401: errorResponses[401],
          404: errorResponses[404],
        },
      },
    },
    async (request) => {
      const place = await app.placesRepository.findById(request.params.id);
      if (!place) throw notFound('Place');
      return { data: place };
    },
  );
};
