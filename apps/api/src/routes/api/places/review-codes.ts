import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webPaths } from '@venues/contracts/web-paths';
import { z } from 'zod';
import {
  printablesQuerySchema,
  reviewCodeBodySchema,
  reviewCodeResponseSchema,
  reviewCodesResponseSchema,
  revokeReviewCodeBodySchema,
  revokeReviewCodeResponseSchema,
} from '@venues/contracts/review-codes';
import { publicUrl } from '../../../config/env';
import { documentLanguage } from '../../../lib/language';
import { errorResponses, refusalsOf } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import { renderPrintables } from '../../../plugins/app/review-codes/printables';
import { toReviewCode, type ReviewCodeCounts } from '../../../plugins/app/review-codes/review-code-mapper';
import type { ReviewCodeRow } from '../../../plugins/app/review-codes/review-codes-repository';

const refusals = refusalsOf(400, 401, 403);
const placeParams = z.object({ id: z.uuid() });

const CREATE_REFUSALS = {
  limit: [409, 'review-codes/limit', 'A venue has at most 200 active codes.'],
  'duplicate-label': [409, 'review-codes/duplicate-label', 'An active code already has this label.'],
} as const;

/** The QR studio: the venue's review link, its table codes, and their printables. Owners only write. */
export const reviewCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = publicUrl(app.env);
  const toWire = (row: ReviewCodeRow, counts?: ReviewCodeCounts) => toReviewCode(row, origin, counts);

  app.get(
    '/:id/review-codes',
    {
      schema: {
        tags: ['qr studio'],
        summary: "The venue's active review codes (its link first) with 30-day scans and reviews",
        params: placeParams,
        response: { 200: reviewCodesResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { id: placeId } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'qr.print');
      let codes = await app.reviewCodesRepository.listActive(placeId);
      if (!codes.some((code) => code.label === null)) {
        await app.usersRepository.upsertFromCaller(caller);
        await app.reviewCodesRepository.ensureLink(placeId, caller.uid);
        codes = await app.reviewCodesRepository.listActive(placeId);
      }
      return { data: codes.map((code) => toWire(code, code)) };
    },
  );

  app.post(
    '/:id/review-codes',
    {
      schema: {
        tags: ['qr studio'],
        summary: 'Add a labelled table code (at most 200 active per venue)',
        params: placeParams,
        body: reviewCodeBodySchema,
        response: { 201: reviewCodeResponseSchema, ...refusals, 409: errorResponses[409] },
      },
    },
    async (request, reply) => {
      const { id: placeId } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'qr.manage');
      await app.usersRepository.upsertFromCaller(caller);
      const result = await app.reviewCodesRepository.create(placeId, request.body.label, caller.uid);
      if (!result.ok) {
        const [status, code, message] = CREATE_REFUSALS[result.reason];
        throw new HttpError(status, code, message);
      }
      return reply.status(201).send({ data: toWire(result.code) });
    },
  );

  app.post(
    '/:id/review-codes/:codeId/revoke',
    {
      schema: {
        tags: ['qr studio'],
        summary: 'Revoke a code; the venue link (or a table code, when asked) gets a new code at once',
        params: placeParams.extend({ codeId: z.uuid() }),
        body: revokeReviewCodeBodySchema,
        response: { 200: revokeReviewCodeResponseSchema, ...refusals, 404: errorResponses[404] },
      },
    },
    async (request) => {
      const { id: placeId, codeId } = request.params;
      const caller = await app.assertPlaceAccess(request, placeId, 'qr.manage');
      await app.usersRepository.upsertFromCaller(caller);
      const result = await app.reviewCodesRepository.revoke(
        placeId,
        codeId,
        request.body.reissue,
        caller.uid,
      );
      if (!result.found) throw notFound('Active code');
      return { data: { replacement: result.replacement ? toWire(result.replacement) : null } };
    },
  );

  app.get(
    '/:id/review-codes/printables',
    {
      schema: {
        tags: ['qr studio'],
        summary: 'A4 PDF of table tents (4 a sheet) or stickers (8 a sheet) for the chosen active codes',
        params: placeParams,
        querystring: printablesQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('application/pdf'), ...refusals, 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const { id: placeId } = request.params;
      await app.assertPlaceAccess(request, placeId, 'qr.print');
      const place = await app.placesRepository.findById(placeId);
      if (!place) throw notFound('Place');
      const ids = request.query.codes
        ?.split(',')
        .map((value) => value.trim())
        .filter(Boolean);
      const codes = await app.reviewCodesRepository.activeByIds(placeId, ids);
      if (codes.length === 0) throw notFound('Active code');
      const language = documentLanguage(request, request.query.lang);
      const pdf = await renderPrintables({
        kind: request.query.kind,
        language,
        venueName: place.name,
        codes: codes.map((code) => ({ url: `${origin}${webPaths.capture(code.code)}`, label: code.label })),
      });
      const name = request.query.kind === 'tents' ? 'table-tents' : 'stickers';
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
