import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planAllows } from '@venues/contracts/plans';
import { z } from 'zod';
import { errorResponses } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';
import { smallPosterKey, type MediaKind } from '../../../plugins/app/media/media-store';

const CONTENT_TYPES = { video: 'video/mp4', poster: 'image/jpeg', 'poster-small': 'image/webp' } as const;
const NAMES = { video: 'Video', poster: 'Poster', 'poster-small': 'Poster' } as const;
const MEDIA_MAX_AGE_SECONDS = 3600;

/**
 * The stored file of a review's media: a small poster is stored beside its poster, and a review captured
 * before small posters existed sends its poster in its place.
 */
async function storedMedia(
  app: FastifyInstance,
  keys: { video: string | null; poster: string | null },
  kind: MediaKind,
): Promise<{ key: string; contentType: string } | null> {
  if (kind !== 'poster-small') {
    const key = keys[kind];
    return key && (await app.mediaStore.exists(key)) ? { key, contentType: CONTENT_TYPES[kind] } : null;
  }
  const small = keys.poster && smallPosterKey(keys.poster);
  if (small && (await app.mediaStore.exists(small))) return { key: small, contentType: CONTENT_TYPES[kind] };
  return storedMedia(app, keys, 'poster');
}

/**
 * Streams a review's video (with Range) or its poster. A signed URL (from the reviews list) or a bearer
 * token of someone with access authorizes it; the attachment needs a paid plan, whatever the UI shows.
 * Registered outside the authenticated scope, without a prefix: the path is written in full.
 */
export const reviewMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/:id/reviews/:reviewId/:kind',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          "A review's video, poster or small poster; download=1 sends the video as review-video.mp4 (starter plan or above)",
        params: z.object({
          id: z.uuid(),
          reviewId: z.uuid(),
          kind: z.enum(['video', 'poster', 'poster-small']),
        }),
        querystring: z.object({
          download: z.enum(['0', '1']).optional(),
          expires: z.coerce.number().int().positive().optional(),
          signature: z.string().max(100).optional(),
        }),
        response: {
          400: errorResponses[400],
          401: errorResponses[401],
          403: errorResponses[403],
          404: errorResponses[404],
        },
      },
    },
    async (request, reply) => {
      const { id: placeId, reviewId, kind } = request.params;
      const { expires, signature } = request.query;
      const download = request.query.download === '1' && kind === 'video';

      if (signature !== undefined && expires !== undefined) {
        const verdict = app.urlSigner.verify({ placeId, reviewId, kind, download }, expires, signature);
        if (verdict === 'expired') throw new HttpError(403, 'media/expired', 'This media link has expired.');
        if (verdict !== 'ok')
          throw new HttpError(403, 'media/bad-signature', 'This media link is not valid.');
      } else {
        await app.authenticate(request);
        await app.assertPlaceAccess(request, placeId, download ? 'reviews.download' : 'reviews.read');
      }

      const keys = await app.reviewsRepository.mediaKeys(placeId, reviewId);
      if (!keys?.[kind === 'video' ? 'video' : 'poster']) throw notFound(NAMES[kind]);
      if (download && !planAllows(await app.billing.currentPlan(placeId), 'downloadVideos')) {
        throw new HttpError(
          403,
          'billing/plan-required',
          'Downloading videos needs the starter plan or above.',
        );
      }
      const media = await storedMedia(app, keys, kind);
      if (!media) throw notFound(NAMES[kind]);

      // Kept by the browser for an hour, and never past the signed link's own expiry.
      const maxAge =
        signature === undefined || expires === undefined
          ? MEDIA_MAX_AGE_SECONDS
          : Math.min(MEDIA_MAX_AGE_SECONDS, app.urlSigner.secondsLeft(expires));
      reply.header('cache-control', `private, max-age=${maxAge}`);
      return app.mediaStore.send(reply, media.key, {
        contentType: media.contentType,
        downloadName: download ? 'review-video.mp4' : undefined,
      });
    },
  );
};
