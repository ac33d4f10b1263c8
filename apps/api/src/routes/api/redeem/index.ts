import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  counterContextResponseSchema,
  passCodeParamsSchema,
  passLookupResponseSchema,
  redeemBodySchema,
  redeemQuerySchema,
  redemptionResponseSchema,
  type PassCheck,
} from '@venues/contracts/missions';
import { formatDuration } from '@venues/contracts/format';
import { normalizePassCode, UNDO_WINDOW_MS } from '@venues/contracts/missions-rules';
import { refusalsOf } from '../../../plugins/app/errors';
import { HttpError } from '../../../plugins/app/http-error';
import type { Redeemer } from '../../../plugins/app/missions/redemptions';

const refusals = refusalsOf(400, 401, 403, 404, 409);

const COUNTER_SCHEME = /^Counter\s+(\S+)$/i;
/** The undo window in the API's words, from the constant that enforces it: '10 minutes'. */
const UNDO_WINDOW = formatDuration(UNDO_WINDOW_MS, 'minute', 'en');

/** Why a pass cannot be redeemed, as the counter screen says it. */
const REDEEM_REFUSALS: Record<Exclude<PassCheck, 'valid' | 'unknown'>, [string, string]> = {
  used: ['missions/pass-used', 'This pass has already been used.'],
  expired: ['missions/ended', 'The mission of this pass is over.'],
  'not-started': ['missions/not-started', 'The mission of this pass has not started yet.'],
  paused: ['missions/paused', 'The mission of this pass is paused.'],
  full: ['missions/full', 'The mission of this pass has reached its limit.'],
  'outside-hours': ['missions/outside-hours', 'This pass cannot be redeemed at this hour.'],
  'first-visit-only': ['missions/first-visit-only', 'This mission is for a first visit only.'],
  'returning-only': ['missions/returning-only', 'This mission is for returning guests only.'],
  'redeemed-today': ['missions/redeemed-today', 'This guest has already used this mission today.'],
};

const unknownPass = () =>
  new HttpError(404, 'missions/pass-unknown', 'This code is not a pass of this venue.');

/**
 * The counter: a pass looked up, redeemed and undone. Two ways in, and no other: a person whose role on
 * the venue lets them redeem (`?id=`), or a counter link's secret (`Authorization: Counter …`), which
 * opens its one venue. Staff of the provider do not redeem.
 */
export const redeemRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The counter link the request carries, opened; undefined when it carries none. */
  const counterOf = async (request: FastifyRequest) => {
    const secret = COUNTER_SCHEME.exec(request.headers.authorization ?? '')?.[1];
    if (!secret) return undefined;
    const opened = await app.counterLinksRepository.open(secret);
    if (!opened) throw new HttpError(401, 'counter/revoked', 'This counter link is not active.');
    return opened;
  };

  const redeemerOf = async (request: FastifyRequest, placeId: string | undefined): Promise<Redeemer> => {
    const opened = await counterOf(request);
    if (opened) {
      if (placeId && placeId !== opened.place.id) throw unknownPass();
      return { placeId: opened.place.id, uid: null, linkId: opened.link.id };
    }
    await app.authenticate(request);
    if (!placeId) {
      throw new HttpError(400, 'validation/invalid-input', 'The venue is required.', { id: ['required'] });
    }
    const caller = await app.assertPlaceAccess(request, placeId, 'passes.redeem');
    return { placeId, uid: caller.uid, linkId: null };
  };

  app.get(
    '/context',
    {
      schema: {
        tags: ['missions'],
        summary: "What a counter link opens: its venue's redeem screen",
        response: { 200: counterContextResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const opened = await counterOf(request);
      if (!opened) throw new HttpError(401, 'auth/missing-token', 'A counter link is required.');
      return { data: { place: opened.place, label: opened.link.label } };
    },
  );

  app.get(
    '/passes/:code',
    {
      config: { rateLimit: { max: app.env.SENSITIVE_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['missions'],
        summary: 'Look a pass up: its mission and reward, and whether it can be redeemed now',
        querystring: redeemQuerySchema,
        params: passCodeParamsSchema,
        response: { 200: passLookupResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const redeemer = await redeemerOf(request, request.query.id);
      const code = normalizePassCode(request.params.code);
      const result = await app.redemptions.lookup(redeemer.placeId, code);
      if (!result.found) throw unknownPass();
      const { mission } = result.found;
      return {
        data: {
          check: result.check,
          code,
          mission: {
            id: mission.id,
            title: mission.title,
            reward: mission.reward,
            conditions: mission.conditions,
          },
          redemption: result.redemption,
        },
      };
    },
  );

  app.post(
    '/passes/:code',
    {
      config: { rateLimit: { max: app.env.SENSITIVE_RATE_LIMIT_MAX, timeWindow: '1 minute' } },
      schema: {
        tags: ['missions'],
        summary: "Redeem a pass: one visit, at the bill amount or the venue's average ticket",
        querystring: redeemQuerySchema,
        params: passCodeParamsSchema,
        body: redeemBodySchema,
        response: { 201: redemptionResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const redeemer = await redeemerOf(request, request.query.id);
      const code = normalizePassCode(request.params.code);
      const result = await app.redemptions.redeem(redeemer, code, request.body.bill_cents);
      if (result.ok) {
        app.statsCache.delete(redeemer.placeId);
        return reply.status(201).send({ data: result.redemption });
      }
      if (result.check === 'unknown' || result.check === 'valid') throw unknownPass();
      const [errorCode, message] = REDEEM_REFUSALS[result.check];
      throw new HttpError(409, errorCode, message);
    },
  );

  app.delete(
    '/passes/:code',
    {
      schema: {
        tags: ['missions'],
        summary: `Undo a redemption within ${UNDO_WINDOW}: its visit goes and the pass can be used again`,
        querystring: redeemQuerySchema,
        params: passCodeParamsSchema,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const redeemer = await redeemerOf(request, request.query.id);
      const outcome = await app.redemptions.undo(redeemer, normalizePassCode(request.params.code));
      if (outcome === 'unknown') throw unknownPass();
      if (outcome === 'expired') {
        throw new HttpError(
          409,
          'missions/undo-expired',
          `A redemption can be undone for ${UNDO_WINDOW} only.`,
        );
      }
      app.statsCache.delete(redeemer.placeId);
      return reply.status(204).send(null);
    },
  );
};
