import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../errors';
import { notFound } from '../http-error';
import { createPublicMediaRepository } from './public-media-repository';

/**
 * Shared caches keep a copy at most 240 s and browsers 60 s more, so a review whose consent ends leaves
 * every cache within 5 minutes (decision 0017).
 */
export const PUBLIC_MEDIA_CACHE_CONTROL = 'public, max-age=60, s-maxage=240';

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
  // Its one query belongs to these routes alone.
  const repository = createPublicMediaRepository(app.db);

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
      const key = (await repository.publicMediaKeys(request.params.reviewId))?.[kind];
      if (!key || !(await app.mediaStore.exists(key))) throw notFound(what);
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
