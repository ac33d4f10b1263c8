import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeQuerySchema, unsubscribeResponseSchema } from '@venues/contracts/notifications';
import { errorResponses } from '../../../plugins/app/errors';
import { HttpError } from '../../../plugins/app/http-error';

/**
 * One-click unsubscribe (RFC 8058), without signing in: the signed token names the user, the venue and the
 * kind of mail. Mail clients POST `List-Unsubscribe=One-Click` as a form; the app's page POSTs nothing.
 * A GET never changes anything, so link scanners cannot unsubscribe anyone.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
  }

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turns one kind of mail off for one venue, from the link in the mail',
        security: [],
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema, 400: errorResponses[400], 403: errorResponses[403] },
      },
      config: { rateLimit: { max: app.env.SENSITIVE_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
    },
    async (request) => {
      const target = app.urlSigner.verifyUnsubscribe(request.query.token);
      if (!target) throw new HttpError(403, 'notifications/bad-token', 'This unsubscribe link is not valid.');
      const place = await app.placesRepository.findById(target.placeId);
      if (!place) throw new HttpError(403, 'notifications/bad-token', 'This unsubscribe link is not valid.');
      await app.notificationsRepository.turnOff(target.uid, target.placeId, target.kind);
      request.log.info({ kind: target.kind, placeId: target.placeId }, 'unsubscribed');
      return { data: { kind: target.kind, place_name: place.name } };
    },
  );
};
