import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planAllows } from '@venues/contracts/plans';
import {
  embedQuerySchema,
  publicVenueParamsSchema,
  wallQuerySchema,
  PUBLIC_REVIEWS_PAGE_DEFAULT,
} from '@venues/contracts/public-reviews';
import type { Language } from '@venues/contracts/users';
import { documentLanguage } from '../../../lib/language';
import { createTtlCache } from '../../../lib/ttl-cache';
import { embedPageHtml } from './embed-page';
import { EMBED_SCRIPT } from './embed-script';
import { notFoundPageHtml } from './not-found-page';
import {
  activeMissionLinks,
  openPublicVenue,
  publicReviewsPage,
  toPublicReview,
  type PublicVenueRecord,
} from './public-reviews';
import { sharePageHtml } from './share-page';
import { wallPageHtml } from './wall-page';

/**
 * A public page may stay in a browser for a minute and in a shared cache for four: a review taken back
 * leaves every copy within five minutes.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=240';

/**
 * The wall, the share pages and the embed are the only pages other sites may frame. Their own policy: no
 * inline script, scripts and media from this origin only, and any ancestor.
 */
const framable = {
  frameguard: false,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ['*'],
    },
  },
} as const;

/** The visitor's language: the one asked for, else the API's one rule (the browser's, else English). */
const languageOf = (request: FastifyRequest, asked: Language | 'auto' | undefined): Language =>
  documentLanguage(request, asked !== 'auto' ? asked : undefined);

/**
 * Each replica reads a venue's plan for its credit line once per page cache period: a page is cached that
 * long anyway, so a plan change shows on the pages within the same time either way.
 */
const creditCache = createTtlCache<boolean>({ ttlMs: 60_000, maxEntries: 10_000 });

/** Whether the credit line shows: always, unless the venue hid it and its plan allows hiding it. */
async function showsCredit(app: FastifyInstance, venue: PublicVenueRecord): Promise<boolean> {
  if (!venue.creditHidden) return true;
  return creditCache.get(
    venue.id,
    async () => !planAllows(await app.billing.currentPlan(venue.id), 'hideCredit'),
  );
}

function sendPage(reply: FastifyReply, html: string, byLanguage: boolean) {
  if (byLanguage) void reply.header('vary', 'Accept-Language');
  return reply.type('text/html; charset=utf-8').header('cache-control', PUBLIC_CACHE_CONTROL).send(html);
}

/** The venue's public pages: its wall, one review's share page, the website embed and its script. */
export const publicPagesPlugin = fp(
  async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    /** A page that is not there, in the visitor's language: 404, cached as briefly as the pages. */
    const notFoundPage = (
      request: FastifyRequest,
      reply: FastifyReply,
      asked: Language | 'auto' | undefined,
      venue?: PublicVenueRecord,
    ) => sendPage(reply.status(404), notFoundPageHtml(languageOf(request, asked), venue?.public), true);

    app.get(
      '/v/:slug',
      {
        helmet: framable,
        schema: { hide: true, params: publicVenueParamsSchema, querystring: wallQuerySchema },
      },
      async (request, reply) => {
        const { lang, cursor } = request.query;
        const venue = await openPublicVenue(app, request.params.slug);
        if (!venue) return notFoundPage(request, reply, lang);
        const [page, missions, showCredit] = await Promise.all([
          publicReviewsPage(app, venue, cursor, PUBLIC_REVIEWS_PAGE_DEFAULT),
          activeMissionLinks(app, venue.id),
          showsCredit(app, venue),
        ]);
        const html = wallPageHtml({
          language: languageOf(request, lang),
          languageAsked: lang !== undefined,
          page,
          later: cursor !== undefined,
          missions,
          showCredit,
        });
        return sendPage(reply, html, lang === undefined);
      },
    );

    app.get(
      '/v/:slug/:reviewId',
      {
        helmet: framable,
        schema: {
          hide: true,
          params: publicVenueParamsSchema.extend({ reviewId: z.uuid() }),
          querystring: wallQuerySchema.pick({ lang: true }),
        },
      },
      async (request, reply) => {
        const { lang } = request.query;
        const venue = await openPublicVenue(app, request.params.slug);
        if (!venue) return notFoundPage(request, reply, lang);
        const row = await app.publicReviewsRepository.findReview(venue.id, request.params.reviewId);
        if (!row) return notFoundPage(request, reply, lang, venue);
        const html = sharePageHtml({
          language: languageOf(request, lang),
          venue: venue.public,
          review: toPublicReview(app, venue.slug, row),
          showCredit: await showsCredit(app, venue),
        });
        return sendPage(reply, html, lang === undefined);
      },
    );

    app.get(
      '/embed/:slug',
      {
        helmet: framable,
        schema: { hide: true, params: publicVenueParamsSchema, querystring: embedQuerySchema },
      },
      async (request, reply) => {
        const options = request.query;
        const venue = await openPublicVenue(app, request.params.slug);
        if (!venue) return notFoundPage(request, reply, options.lang);
        const [page, showCredit] = await Promise.all([
          publicReviewsPage(app, venue, undefined, options.count),
          showsCredit(app, venue),
        ]);
        const html = embedPageHtml({
          language: languageOf(request, options.lang),
          options,
          page,
          showCredit,
        });
        return sendPage(reply, html, options.lang === 'auto');
      },
    );

    // The venues' websites load it from their own origin: the default same-origin resource policy would block it.
    app.get(
      '/embed.js',
      { helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } }, schema: { hide: true } },
      async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=3600, s-maxage=86400')
          .send(EMBED_SCRIPT),
    );
  },
  { name: 'public-pages', dependencies: ['db', 'repositories', 'billing'] },
);
