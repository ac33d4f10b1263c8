import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@venues/contracts/errors';
import {
  acceptAccessRequestBodySchema,
  accessRequestBodySchema,
  accessRequestDecisionResponseSchema,
  accessRequestParamsSchema,
  myAccessRequestResponseSchema,
  teamParamsSchema,
} from '@venues/contracts/team';
import { preferredLanguage } from '../../../lib/language';
import { callerOf } from '../../../plugins/app/auth';
import { refusalsOf } from '../../../plugins/app/errors';
import { HttpError } from '../../../plugins/app/http-error';
import type { AccessRequestRow } from '../../../plugins/app/team/team-repository';
import { toMyAccessRequest } from '../../../plugins/app/team/team-mapper';
import { valueOrRefusal } from '../../../plugins/app/team/team-refusals';

const refusals = refusalsOf(400, 401, 403, 404, 409);
const decision = (row: AccessRequestRow) => ({ data: { id: row.id, state: row.state, role: row.role } });

/**
 * Access requests: a signed-in person with a verified address asks to join a venue that is already
 * verified; its owners accept with a role or decline. The asker's answers say nothing about the owners.
 */
export const accessRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accessRequests } = app.team;

  app.post(
    '/:id/access-requests',
    {
      schema: {
        tags: ['team'],
        summary:
          'Ask for access to a verified venue, with an optional message; its owners get a mail (rate-limited per person and venue)',
        params: teamParamsSchema,
        body: accessRequestBodySchema,
        response: { 201: myAccessRequestResponseSchema, ...refusals, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!caller.emailVerified)
        throw new HttpError(403, 'auth/email-not-verified', 'Verify your email address first.');
      await app.usersRepository.upsertFromCaller(
        caller,
        preferredLanguage(request.headers['accept-language']),
      );
      const { id: placeId } = request.params;
      const row = valueOrRefusal(
        await accessRequests.ask(placeId, caller.uid, request.body.message),
        'Place',
      );
      const place = await app.placesRepository.findById(placeId);
      const venue = { id: placeId, name: place?.name ?? '', address: place?.address ?? '' };
      return reply.status(201).send({ data: toMyAccessRequest(row, venue) });
    },
  );

  app.post(
    '/:id/access-requests/:requestId/accept',
    {
      schema: {
        tags: ['team'],
        summary: 'Accept a pending access request with a role (a seat permitting); the asker gets a mail',
        params: accessRequestParamsSchema,
        body: acceptAccessRequestBodySchema,
        response: { 200: accessRequestDecisionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId, requestId } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'team.manage');
      await app.usersRepository.upsertFromCaller(caller);
      const outcome = await accessRequests.decide(placeId, requestId, caller.uid, {
        accept: true,
        role: request.body.role,
      });
      return decision(valueOrRefusal(outcome, 'Access request'));
    },
  );

  app.post(
    '/:id/access-requests/:requestId/decline',
    {
      schema: {
        tags: ['team'],
        summary: 'Decline a pending access request; the asker gets a mail that names nobody',
        params: accessRequestParamsSchema,
        response: { 200: accessRequestDecisionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId, requestId } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'team.manage');
      await app.usersRepository.upsertFromCaller(caller);
      const outcome = await accessRequests.decide(placeId, requestId, caller.uid, { accept: false });
      return decision(valueOrRefusal(outcome, 'Access request'));
    },
  );
};
