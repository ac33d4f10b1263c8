import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordBodySchema, dashboardUserResponseSchema } from '@venues/contracts/users';
import { myAccessRequestsResponseSchema, myVenuesResponseSchema } from '@venues/contracts/team';
import { preferredLanguage } from '../../../lib/language';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses } from '../../../plugins/app/errors';
import { toDashboardUser } from '../../../plugins/app/users/users-repository';
import { toMyVenue } from '../../../plugins/app/team/team-mapper';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['users'],
        summary: "The caller's record, created on first call",
        response: { 200: dashboardUserResponseSchema, 401: errorResponses[401] },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const row = await app.usersRepository.upsertFromCaller(
        caller,
        preferredLanguage(request.headers['accept-language']),
      );
      return { data: toDashboardUser(row, caller) };
    },
  );

  app.get(
    '/places',
    {
      schema: {
        tags: ['users', 'team'],
        summary:
          'Every venue the caller may use, by name, with their role, its actions, its plan and home page (the switcher)',
        response: { 200: myVenuesResponseSchema, 401: errorResponses[401] },
      },
    },
    async (request) => {
      const venues = await app.membershipsRepository.venuesOf(callerOf(request).uid);
      // Every person on a venue works under its plan, not under their own billing account's.
      const plans = await Promise.all(venues.map((venue) => app.billing.currentPlan(venue.place.id)));
      return { data: venues.map((venue, index) => toMyVenue({ ...venue, plan: plans[index] ?? null })) };
    },
  );

  app.get(
    '/access-requests',
    {
      schema: {
        tags: ['users', 'team'],
        summary: "The caller's own access requests, newest first, with where each stands",
        response: { 200: myAccessRequestsResponseSchema, 401: errorResponses[401] },
      },
    },
    async (request) => ({ data: await app.team.requestsOf(callerOf(request).uid) }),
  );

  app.patch(
    '/password',
    {
      config: { rateLimit: { max: app.env.SENSITIVE_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: "Changes the caller's own password",
        body: changePasswordBodySchema,
        response: {
          200: z.object({ data: z.object({ updated: z.literal(true) }) }),
          400: errorResponses[400],
          401: errorResponses[401],
        },
      },
    },
    async (request) => {
      const { uid } = callerOf(request);
      await app.firebaseAuth.updateUser(uid, { password: request.body.password });
      // Every session signed in before now ends, on every replica, not when its token's hour is up.
      await app.sessions.end(uid);
      return { data: { updated: true as const } };
    },
  );
};
