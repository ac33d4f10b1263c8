import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placeIdQuerySchema } from '@venues/contracts/dashboard';
import {
  counterLinkBodySchema,
  counterLinkParamsSchema,
  counterLinksResponseSchema,
  createdCounterLinkResponseSchema,
  missionInputSchema,
  missionParamsSchema,
  missionResponseSchema,
  missionResultsResponseSchema,
  missionsResponseSchema,
  posterQuerySchema,
} from '@venues/contracts/missions';
import { webPaths } from '@venues/contracts/web-paths';
import { publicUrl } from '../../../config/env';
import { documentLanguage } from '../../../lib/language';
import { refusalsOf } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';
import { recordOrRefusal, toMission } from '../../../plugins/app/missions/mission-mapper';
import { renderMissionPoster } from '../../../plugins/app/missions/poster';
import { person } from '../../../plugins/app/activity/activity-log';

const refusals = refusalsOf(400, 401, 403, 404, 409);

/**
 * A venue's missions, run by its owners and managers: launched, edited, paused, resumed and ended, with their
 * results, posters and the counter links that redeem them. Staff read them and pause them from /admin.
 */
export const missionRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = publicUrl(app.env);

  const missionOf = async (placeId: string, missionId: string) => {
    const found = await app.missionsRepository.findForPlace(placeId, missionId);
    if (!found) throw notFound('Mission');
    return found;
  };

  app.get(
    '/missions',
    {
      schema: {
        tags: ['missions'],
        summary: 'Missions of a venue, latest deadline first, with their status, public link and counts',
        querystring: placeIdQuerySchema,
        response: { 200: missionsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      await app.assertPlaceAccess(request, placeId, 'missions.view');
      const records = await app.missionsRepository.listForPlace(placeId);
      return { data: records.map((record) => toMission(record, origin)) };
    },
  );

  app.post(
    '/missions',
    {
      schema: {
        tags: ['missions'],
        summary: 'Launch a mission; the plan limits how many run at once',
        querystring: placeIdQuerySchema,
        body: missionInputSchema,
        response: { 201: missionResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'missions.manage');
      const record = recordOrRefusal(await app.missions.launch(placeId, request.body, caller.uid));
      return reply.status(201).send({ data: toMission(record, origin) });
    },
  );

  app.put(
    '/missions/:missionId',
    {
      schema: {
        tags: ['missions'],
        summary: 'Edit a mission; its passes and redemptions stay',
        querystring: placeIdQuerySchema,
        params: missionParamsSchema,
        body: missionInputSchema,
        response: { 200: missionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'missions.manage');
      const outcome = await app.missions.edit(
        placeId,
        request.params.missionId,
        request.body,
        person(caller.uid),
      );
      return { data: toMission(recordOrRefusal(outcome), origin) };
    },
  );

  app.post(
    '/missions/:missionId/pause',
    {
      schema: {
        tags: ['missions'],
        summary: 'Pause a mission: its page says so and its passes wait',
        querystring: placeIdQuerySchema,
        params: missionParamsSchema,
        response: { 200: missionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'missions.manage');
      const outcome = await app.missions.pause(placeId, request.params.missionId, {
        uid: caller.uid,
        staff: false,
        reason: null,
      });
      return { data: toMission(recordOrRefusal(outcome), origin) };
    },
  );

  app.post(
    '/missions/:missionId/resume',
    {
      schema: {
        tags: ['missions'],
        summary: 'Resume a paused mission; one that staff paused stays paused',
        querystring: placeIdQuerySchema,
        params: missionParamsSchema,
        response: { 200: missionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'missions.manage');
      const outcome = await app.missions.resume(placeId, request.params.missionId, {
        uid: caller.uid,
        staff: false,
      });
      return { data: toMission(recordOrRefusal(outcome), origin) };
    },
  );

  app.post(
    '/missions/:missionId/end',
    {
      schema: {
        tags: ['missions'],
        summary: 'End a mission now: its open passes expire',
        querystring: placeIdQuerySchema,
        params: missionParamsSchema,
        response: { 200: missionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'missions.manage');
      const outcome = await app.missions.end(placeId, request.params.missionId, person(caller.uid));
      return { data: toMission(recordOrRefusal(outcome), origin) };
    },
  );

  app.get(
    '/missions/:missionId/results',
    {
      schema: {
        tags: ['missions'],
        summary: "A mission's participants, redemptions, customers and value, by day and by hour",
        querystring: placeIdQuerySchema,
        params: missionParamsSchema,
        response: { 200: missionResultsResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      await app.assertPlaceAccess(request, placeId, 'missions.view');
      const current = await missionOf(placeId, request.params.missionId);
      return { data: await app.missionsRepository.results(current.row.id) };
    },
  );

  app.get(
    '/missions/:missionId/poster',
    {
      schema: {
        tags: ['missions'],
        summary: "The mission's printable poster (PDF, A4 or A5) with its QR code",
        querystring: posterQuerySchema,
        params: missionParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('application/pdf'), ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId, size } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'missions.view');
      const current = await missionOf(placeId, request.params.missionId);
      const place = await app.placesRepository.findById(placeId);
      const user = await app.usersRepository.findByUid(caller.uid);
      const language = request.query.lang ?? user?.language ?? documentLanguage(request);
      const pdf = await renderMissionPoster({
        size,
        language,
        venue: place?.name ?? '',
        mission: current.row,
        url: `${origin}${webPaths.mission(current.row.code)}`,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="mission-poster-${size}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/counter-links',
    {
      schema: {
        tags: ['missions'],
        summary: "The venue's active counter links (their secrets are never shown again)",
        querystring: placeIdQuerySchema,
        response: { 200: counterLinksResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.query;
      await app.assertPlaceAccess(request, placeId, 'counter-links.manage');
      return { data: await app.counterLinksRepository.listActive(placeId) };
    },
  );

  app.post(
    '/counter-links',
    {
      schema: {
        tags: ['missions'],
        summary: "A counter link for a waiter's phone: it opens this venue's redeem screen and nothing else",
        querystring: placeIdQuerySchema,
        body: counterLinkBodySchema,
        response: { 201: createdCounterLinkResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'counter-links.manage');
      const { link, secret } = await app.counterLinksRepository.create(
        placeId,
        request.body.label,
        caller.uid,
      );
      return reply.status(201).send({ data: { ...link, url: `${origin}${webPaths.counter(secret)}` } });
    },
  );

  app.delete(
    '/counter-links/:linkId',
    {
      schema: {
        tags: ['missions'],
        summary: 'Revoke a counter link: the phone that holds it can no longer redeem',
        querystring: placeIdQuerySchema,
        params: counterLinkParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const { id: placeId } = request.query;
      const caller = await app.assertPlaceAccess(request, placeId, 'counter-links.manage');
      if (!(await app.counterLinksRepository.revoke(placeId, request.params.linkId, caller.uid))) {
        throw notFound('Counter link');
      }
      return reply.status(204).send(null);
    },
  );
};
