import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  missionCodeParamsSchema,
  passResponseSchema,
  publicMissionResponseSchema,
  takePartBodySchema,
  type PassCheck,
} from '@venues/contracts/missions';
import { callerOf } from '../../../plugins/app/auth';
import { guestPrivateUrl } from '../../../plugins/app/capture/private-link';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import { toPass } from '../../../plugins/app/missions/mission-mapper';
import { openMission } from '../../../plugins/app/missions/open-mission';
import { eligibility } from '../../../plugins/app/missions/redemptions';

const refusals = refusalsOf(400, 401, 404);

/** Why a guest may not take part, as the page says it. */
const TAKE_PART_REFUSALS: Record<
  Exclude<PassCheck, 'valid' | 'unknown' | 'outside-hours'>,
  [string, string]
> = {
  'not-started': ['missions/not-started', 'This mission has not started yet.'],
  expired: ['missions/ended', 'This mission is over.'],
  paused: ['missions/paused', 'This mission is paused.'],
  full: ['missions/full', 'This mission has reached its limit.'],
  'first-visit-only': ['missions/first-visit-only', 'This mission is for a first visit only.'],
  'returning-only': ['missions/returning-only', 'This mission is for returning guests only.'],
  used: ['missions/already-redeemed', 'You have already used this mission.'],
  'redeemed-today': ['missions/redeemed-today', 'You have already used this mission today.'],
};

/**
 * The guest's side of /m/{code}: the mission's public read, and the guest's pass under their anonymous
 * Firebase ID token, the same identity as the capture page. A mission page never asks for a review. The
 * pass carries the guest's private link to what we hold about them, as a review's thank-you page does.
 */
export const missionPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.env.CAPTURE_RATE_LIMIT_MAX, timeWindow: '1 minute' };

  const missionByCode = async (code: string) => {
    const found = await app.missionsRepository.findByCode(code);
    if (!found) throw notFound('Mission');
    return found;
  };

  app.get(
    '/:code',
    {
      config: { rateLimit },
      schema: {
        tags: ['missions'],
        summary: 'A mission as its public page shows it: the venue, the reward, the dates and the hours',
        security: [],
        params: missionCodeParamsSchema,
        response: { 200: publicMissionResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      // The same read as the page's own data block, which the server draws into /m/{code}.
      const mission = await openMission(app, request.params.code);
      if (!mission) throw notFound('Mission');
      // Shared caches may keep it briefly: a pause or an end shows within a minute.
      void reply.header('cache-control', 'public, max-age=30, stale-while-revalidate=30');
      return { data: mission };
    },
  );

  const guestRoutes: FastifyPluginAsyncZod = async (guest) => {
    guest.addHook('onRequest', guest.authenticate);

    guest.get(
      '/:code/pass',
      {
        config: { rateLimit },
        schema: {
          tags: ['missions'],
          summary: "The guest's latest pass for the mission, or null before they take part",
          params: missionCodeParamsSchema,
          response: { 200: passResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const found = await missionByCode(request.params.code);
        const pass = await app.missionsRepository.latestPass(found.row.id, callerOf(request).uid);
        return { data: pass ? toPass(pass, found.row, guestPrivateUrl(app, pass.reviewerId)) : null };
      },
    );

    guest.post(
      '/:code/pass',
      {
        config: { rateLimit },
        schema: {
          tags: ['missions'],
          summary: 'Take part: the guest gets a personal pass to show at the counter',
          params: missionCodeParamsSchema,
          body: takePartBodySchema,
          response: {
            200: passResponseSchema,
            201: passResponseSchema,
            ...refusals,
            409: errorResponses[409],
          },
        },
      },
      async (request, reply) => {
        const found = await missionByCode(request.params.code);
        const now = new Date();
        const { display_name: name, language } = request.body;
        const reviewerId = await app.reviewersRepository.guestReviewer(
          callerOf(request).uid,
          name ? { typed: name } : { placeholder: language === 'it' ? 'Ospite' : 'Guest' },
        );
        const check = eligibility(
          found.row,
          found.redeemed,
          await app.missionsRepository.guestFacts(reviewerId, found.row.placeId, found.row.id, now),
          now,
          { ignoreHours: true },
        );
        if (check !== 'valid' && check !== 'outside-hours' && check !== 'unknown') {
          const [code, message] = TAKE_PART_REFUSALS[check];
          throw new HttpError(409, code, message);
        }
        const pass = await app.missionsRepository.openPass(found.row.id, found.row.placeId, reviewerId);
        return reply
          .status(201)
          .send({ data: toPass(pass, found.row, guestPrivateUrl(app, pass.reviewerId)) });
      },
    );
  };
  await app.register(guestRoutes);
};
