import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  missionBodySchema,
  missionPatchSchema,
  missionResponseSchema,
  missionsResponseSchema,
} from '@venues/contracts/dashboard';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';

const refusals = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
};
const placeParams = z.object({ id: z.uuid() });
const missionParams = z.object({ id: z.uuid(), missionId: z.uuid() });

/** Staff create, edit and end the missions of a venue. Registered inside the admin-only scope. */
export const adminMissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const assertPlace = async (id: string) => {
    if (!(await app.placesRepository.findById(id))) throw notFound('Place');
  };

  app.get(
    '/places/:id/missions',
    {
      schema: {
        tags: ['admin'],
        params: placeParams,
        response: { 200: missionsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await assertPlace(request.params.id);
      return { data: await app.missionsRepository.listForPlace(request.params.id) };
    },
  );

  app.post(
    '/places/:id/missions',
    {
      schema: {
        tags: ['admin'],
        params: placeParams,
        body: missionBodySchema,
        response: { 201: missionResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await assertPlace(request.params.id);
      const mission = await app.missionsRepository.create(
        request.params.id,
        request.body,
        callerOf(request).uid,
      );
      return reply.status(201).send({ data: mission });
    },
  );

  app.patch(
    '/places/:id/missions/:missionId',
    {
      schema: {
        tags: ['admin'],
        params: missionParams,
        body: missionPatchSchema,
        response: { 200: missionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const mission = await app.missionsRepository.update(
        request.params.id,
        request.params.missionId,
        request.body,
      );
      if (!mission) throw notFound('Mission');
      return { data: mission };
    },
  );

  app.post(
    '/places/:id/missions/:missionId/end',
    {
      schema: {
        tags: ['admin'],
        summary: 'End a mission now',
        params: missionParams,
        response: { 200: missionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const mission = await app.missionsRepository.update(request.params.id, request.params.missionId, {
        deadline: new Date().toISOString(),
      });
      if (!mission) throw notFound('Mission');
      return { data: mission };
    },
  );
};
