import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { createTtlCache } from '../../../lib/ttl-cache';
import { errorResponses } from '../errors';
import { notFound } from '../http-error';

/**
 * A replica remembers that a review's file may be served for 30 s, shared caches keep a copy at most 210 s
 * and browsers 60 s more: a review whose consent ends leaves every copy within 5 minutes (decision 0017).
 * The replica that takes a review down forgets it at once.
 */
const LOOKUP_TTL_MS = 30_000;
export const PUBLIC_MEDIA_CACHE_CONTROL = 'public, max-age=60, s-maxage=210';

/**
 * The files each replica knows it may serve: a video's Range requests (a player sends many) cost no query
 * and no look at the store while it holds. Only a public file is kept; a refusal is asked again each time.
 */
const servable = createTtlCache<string>({ ttlMs: LOOKUP_TTL_MS, maxEntries: 10_000 });
const KINDS = ['video', 'poster'] as const;

/** Forgets a review's public files on this replica: called where a review leaves public view. */
export function forgetPublicMedia(reviewId: string) {
  for (const kind of KINDS) servable.delete(`${reviewId}:${kind}`);
}

const FILES = {
  'video.mp4': { kind: 'video', contentType: 'video/mp4' },
  'poster.jpg': { kind: 'poster', contentType: 'image/jpeg' },
} as const;

/**
 * /media/public/{review}/video.mp4 and poster.jpg: a public review's files, for the wall, the embed, the
 * share page and link previews elsewhere. No signature: every request that reaches the server checks
 * that the review is still published, unhidden and shown with its guest's consent; anything else is 404.
 */
export const publicMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/public/:reviewId/:file',
    {
      schema: {
        tags: ['public'],
        summary: "A public review's video (with Range) or poster; 404 once it is no longer public",
        security: [],
        params: z.object({
          reviewId: z.uuid(),
          file: z.enum(Object.keys(FILES) as [keyof typeof FILES, ...(keyof typeof FILES)[]]),
        }),
        response: { 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const { kind, contentType } = FILES[request.params.file];
      const what = kind === 'video' ? 'Video' : 'Poster';
      // A refusal is not kept by any cache: a review published a moment later answers at once.
      reply.header('cache-control', 'no-store');
      const key = await servable.get(`${request.params.reviewId}:${kind}`, () =>
        servableKey(app, request.params.reviewId, kind, what),
      );
      reply
        .header('cache-control', PUBLIC_MEDIA_CACHE_CONTROL)
        // Players and link previews on other sites load these files.
        .header('cross-origin-resource-policy', 'cross-origin');
      return app.mediaStore.stream(reply, key, {
        contentType,
        range: request.headers.range,
        head: request.method === 'HEAD',
      });
    },
  );
};

/** The stored file of a public review, once it is known to be there; a refusal otherwise. */
async function servableKey(
  app: FastifyInstance,
  reviewId: string,
  kind: (typeof KINDS)[number],
  what: string,
): Promise<string> {
  const key = (await app.publicMediaRepository.publicMediaKeys(reviewId))?.[kind];
  if (!key || !(await app.mediaStore.exists(key))) throw notFound(what);
  return key;
}
