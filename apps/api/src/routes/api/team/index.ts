import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationBodySchema,
  invitationParamsSchema,
  invitationResponseSchema,
  roleBodySchema,
  teamParamsSchema,
  teamPersonParamsSchema,
  teamPersonResponseSchema,
  teamResponseSchema,
} from '@venues/contracts/team';
import { refusalsOf } from '../../../plugins/app/errors';
import { person } from '../../../plugins/app/activity/activity-log';
import { toInvitation, toTeamPerson } from '../../../plugins/app/team/team-mapper';
import { valueOrRefusal } from '../../../plugins/app/team/team-refusals';

const refusals = refusalsOf(400, 401, 403, 404, 409);

/**
 * A venue's team, run by its owners: the people and their roles, making an owner, removing a person,
 * leaving, and invitations by mail. Every change is one transaction with its activity entry; a venue
 * always keeps an owner. Access requests are in ./access-requests.ts.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { members, invitations } = app.team;

  app.get(
    '/:id/team',
    {
      schema: {
        tags: ['team'],
        summary: "The venue's people, open invitations, pending access requests and seats (owners)",
        params: teamParamsSchema,
        response: { 200: teamResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const caller = await app.assertPlaceAccess(request, request.params.id, 'team.manage');
      return { data: await app.team.view(request.params.id, caller.uid) };
    },
  );

  app.patch(
    '/:id/team/:uid',
    {
      schema: {
        tags: ['team'],
        summary: "Change a person's role; 'owner' makes them an owner. The last owner cannot be demoted",
        params: teamPersonParamsSchema,
        body: roleBodySchema,
        response: { 200: teamPersonResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId, uid } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'team.manage');
      const changed = await members.changeRole(placeId, caller.uid, uid, request.body.role);
      return { data: toTeamPerson(valueOrRefusal(changed, 'Person'), caller.uid) };
    },
  );

  app.delete(
    '/:id/team/:uid',
    {
      schema: {
        tags: ['team'],
        summary: 'Remove a person: their next request is refused. The last owner cannot be removed',
        params: teamPersonParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId, uid } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'team.manage');
      const outcome =
        uid === caller.uid
          ? await members.leave(placeId, caller.uid)
          : await members.remove(placeId, person(caller.uid), uid);
      valueOrRefusal(outcome, 'Person');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/team/leave',
    {
      schema: {
        tags: ['team'],
        summary: 'Leave the venue; the last owner makes someone else owner first',
        params: teamParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const caller = await app.assertPlaceAccess(request, request.params.id, 'team.leave');
      valueOrRefusal(await members.leave(request.params.id, caller.uid), 'Person');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/invitations',
    {
      schema: {
        tags: ['team'],
        summary:
          'Invite an address with a role: a mail with a link valid 7 days, used once; it holds a seat meanwhile',
        params: teamParamsSchema,
        body: invitationBodySchema,
        response: { 201: invitationResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'team.manage');
      await app.usersRepository.upsertFromCaller(caller);
      const row = valueOrRefusal(await invitations.invite(placeId, caller.uid, request.body), 'Invitation');
      const inviter = { uid: caller.uid, displayName: caller.name, email: caller.email };
      return reply.status(201).send({ data: toInvitation(row, inviter) });
    },
  );

  app.post(
    '/:id/invitations/:invitationId/resend',
    {
      schema: {
        tags: ['team'],
        summary: 'Send an open invitation again with a new link, valid 7 days from now',
        params: invitationParamsSchema,
        response: { 200: invitationResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId, invitationId } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'team.manage');
      await app.usersRepository.upsertFromCaller(caller);
      const row = valueOrRefusal(await invitations.resend(placeId, invitationId, caller.uid), 'Invitation');
      const inviter = row.invitedBy ? await app.usersRepository.findByUid(row.invitedBy) : undefined;
      return { data: toInvitation(row, inviter ?? null) };
    },
  );

  app.delete(
    '/:id/invitations/:invitationId',
    {
      schema: {
        tags: ['team'],
        summary: 'Revoke an open invitation: its link stops working and its seat is free',
        params: invitationParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId, invitationId } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'team.manage');
      valueOrRefusal(await invitations.revoke(placeId, invitationId, caller.uid), 'Invitation');
      return reply.status(204).send(null);
    },
  );
};
