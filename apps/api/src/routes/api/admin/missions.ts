import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  missionBodySchema,
  missionPatchSchema,
  missionResponseSchema,
  adminMissionsResponseSchema,
  missionsResponseSchema,
  staffPauseSchema,
} from '@venues/contracts/missions';
import { publicUrl } from '../../../config/env';
import { recordOrRefusal, toMission } from '../../../plugins/app/missions/mission-mapper';
import { callerOf } from '../../../plugins/app/auth';
import { staff } from '../../../plugins/app/activity/activity-log';
import { refusalsOf } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';

const refusals = refusalsOf(400, 401, 403, 404);
const placeParams = z.object({ id: z.uuid() });
const missionParams = z.object({ id: z.uuid(), missionId: z.uuid() });

/**
 * Staff create, edit, end and pause the missions of a venue. A pause by staff carries its reason, and only
 * staff lift it. Registered inside the admin-only scope.
 */
export const adminMissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = publicUrl(app.env);
  const assertPlace = async (id: string) => {
    if (!(await app.placesRepository.findById(id))) throw notFound('Place');
  };

  app.get(
    '/missions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every mission not yet ended, across venues, newest first (at most 200)',
        response: { 200: adminMissionsResponseSchema, ...refusals },
      },
    },
    async () => {
      const records = await app.missionsRepository.listLive();
      return { data: records.map((record) => ({ ...toMission(record, origin), place: record.place })) };
    },
  );

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
      const records = await app.missionsRepository.listForPlace(request.params.id);
      return { data: records.map((record) => toMission(record, origin)) };
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
      const outcome = await app.missions.launchForStaff(
        request.params.id,
        request.body,
        callerOf(request).uid,
      );
      return reply.status(201).send({ data: toMission(recordOrRefusal(outcome), origin) });
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
      const outcome = await app.missions.edit(
        request.params.id,
        request.params.missionId,
        request.body,
        staff(callerOf(request).uid),
      );
      return { data: toMission(recordOrRefusal(outcome), origin) };
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
      const outcome = await app.missions.end(
        request.params.id,
        request.params.missionId,
        staff(callerOf(request).uid),
      );
      return { data: toMission(recordOrRefusal(outcome), origin) };
    },
  );

  app.post(
    '/places/:id/missions/:missionId/pause',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pause a mission, with the reason the owner reads; the owner cannot resume it',
        params: missionParams,
        body: staffPauseSchema,
        response: { 200: missionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const outcome = await app.missions.pause(request.params.id, request.params.missionId, {
        uid: callerOf(request).uid,
        staff: true,
        reason: request.body.reason,
      });
      return { data: toMission(recordOrRefusal(outcome), origin) };
    },
  );

  app.post(
    '/places/:id/missions/:missionId/resume',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Lift a pause, staff's or the owner's; within the plan's limit of live missions, as for the owner",
        params: missionParams,
        response: { 200: missionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const outcome = await app.missions.resume(request.params.id, request.params.missionId, {
        uid: callerOf(request).uid,
        staff: true,
      });
      return { data: toMission(recordOrRefusal(outcome), origin) };
    },
  );
};
