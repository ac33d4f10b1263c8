import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminTeamResponseSchema,
  staffRemovalBodySchema,
  teamParamsSchema,
  teamPersonParamsSchema,
} from '@venues/contracts/team';
import { staff } from '../../../plugins/app/activity/activity-log';
import { callerOf } from '../../../plugins/app/auth';
import { refusalsOf } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';
import { toTeamPerson } from '../../../plugins/app/team/team-mapper';
import { valueOrRefusal } from '../../../plugins/app/team/team-refusals';

const refusals = refusalsOf(400, 401, 403, 404, 409);

/**
 * Staff see a venue's people and roles, and remove a person with a reason that the venue's owners receive
 * by mail (a former employee the owner cannot reach, say). Registered inside the admin-only scope.
 */
export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/:id/team',
    {
      schema: {
        tags: ['admin', 'team'],
        summary: "A venue's people and their roles",
        params: teamParamsSchema,
        response: { 200: adminTeamResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const place = await app.placesRepository.findById(request.params.id);
      if (!place) throw notFound('Place');
      const people = await app.membershipsRepository.people(place.id);
      return {
        data: {
          place: { id: place.id, name: place.name },
          people: people.map((row) => {
            const { is_you: _self, ...rest } = toTeamPerson(row, null);
            return rest;
          }),
        },
      };
    },
  );

  app.post(
    '/places/:id/team/:uid/remove',
    {
      schema: {
        tags: ['admin', 'team'],
        summary: 'Remove a person from a venue, with a reason mailed to its owners; never the last owner',
        params: teamPersonParamsSchema,
        body: staffRemovalBodySchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId, uid } = request.params;
      const outcome = await app.team.members.remove(placeId, staff(callerOf(request).uid), uid, {
        reason: request.body.reason,
      });
      valueOrRefusal(outcome, 'Person');
      return reply.status(204).send(null);
    },
  );
};
