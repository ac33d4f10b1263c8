import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planAllows } from '@venues/contracts/plans';
import { z } from 'zod';
import {
  notificationPreferencesBodySchema,
  notificationsResponseSchema,
  venueNotificationsResponseSchema,
} from '@venues/contracts/notifications';
import { callerOf } from '../../../plugins/app/auth';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { notFound } from '../../../plugins/app/http-error';
import {
  toVenueNotifications,
  type VenuePreferencesRow,
} from '../../../plugins/app/notifications/notification-mapper';

const refusals = refusalsOf(400, 401, 403);

/** The signed-in user's mail settings, per venue they manage. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.notificationsRepository;
  const view = async (venue: VenuePreferencesRow) =>
    toVenueNotifications(venue, planAllows(await app.billing.currentPlan(venue.placeId), 'pdfReport'));

  app.get(
    '/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mail settings of each venue the caller manages',
        response: { 200: notificationsResponseSchema, 401: errorResponses[401] },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const venues = await repository.venuesOf(caller.uid);
      return { data: { email: caller.email ?? null, venues: await Promise.all(venues.map(view)) } };
    },
  );

  app.put(
    '/:placeId',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Saves the mail settings of one venue',
        params: z.object({ placeId: z.uuid() }),
        body: notificationPreferencesBodySchema,
        response: { 200: venueNotificationsResponseSchema, ...refusals, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const { placeId } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'notifications.own');
      await repository.save(caller.uid, placeId, request.body);
      const venue = (await repository.venuesOf(caller.uid)).find((entry) => entry.placeId === placeId);
      if (!venue) throw notFound('Venue');
      return { data: await view(venue) };
    },
  );
};
