import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  invitationPreviewResponseSchema,
  invitationTokenBodySchema,
  joinedResponseSchema,
} from '@venues/contracts/team';
import { homeOf } from '@venues/contracts/team-rules';
import { preferredLanguage } from '../../../lib/language';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { valueOrRefusal } from '../../../plugins/app/team/team-refusals';

const refusals = refusalsOf(400, 403, 404, 409, 410);

/**
 * What an invitation's link opens, signed out: the venue, the role and the address it was sent to. The
 * secret travels in the body, never in a URL that logs keep.
 */
export const invitationLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/lookup',
    {
      config: { rateLimit: { max: app.env.SENSITIVE_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['team'],
        summary: "An invitation's venue, role, address and expiry; 410 once it is used, revoked or expired",
        body: invitationTokenBodySchema,
        response: { 200: invitationPreviewResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const found = valueOrRefusal(await app.team.invitations.lookup(request.body.token), 'Invitation');
      return {
        data: {
          place: found.place,
          role: found.invitation.role,
          email: found.invitation.email,
          expires_at: found.invitation.expiresAt.toISOString(),
        },
      };
    },
  );
};

/** The signed-in invitee accepts: their verified address must be the invitation's. */
export const invitationAcceptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accept',
    {
      config: { rateLimit: { max: app.env.SENSITIVE_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['team'],
        summary: "Join the invitation's venue with its role; answers where the new member lands",
        body: invitationTokenBodySchema,
        response: { 200: joinedResponseSchema, ...refusals, 401: errorResponses[401] },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await app.usersRepository.upsertFromCaller(
        caller,
        preferredLanguage(request.headers['accept-language']),
      );
      const joined = valueOrRefusal(
        await app.team.invitations.accept(request.body.token, caller),
        'Invitation',
      );
      return { data: { place_id: joined.placeId, role: joined.role, home: homeOf(joined.role) } };
    },
  );
};
