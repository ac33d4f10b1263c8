import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageLanguage } from '../../../lib/language';
import { privacyPageHtml, termsPageHtml } from './legal-pages';

/** ?lng= asks for a language; anything else falls back to the app's cookie and the browser's languages. */
const legalQuery = z.object({ lng: z.string().max(10).optional() });

/** The pages change only with a release: a browser keeps them an hour, a shared cache a day. */
const LEGAL_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

const send = (reply: FastifyReply, html: string) =>
  reply
    .type('text/html; charset=utf-8')
    .header('vary', 'Accept-Language, Cookie')
    .header('cache-control', LEGAL_CACHE_CONTROL)
    .send(html);

/** /privacy and /terms: the notice that every page collecting data links to, and the venues' terms. */
export const legalPagesPlugin = fp(
  async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const controller = {
      name: app.env.CONTROLLER_NAME,
      address: app.env.CONTROLLER_ADDRESS,
      email: app.env.PRIVACY_EMAIL,
    };
    const schema = { hide: true, querystring: legalQuery };

    app.get('/privacy', { schema }, async (request, reply) =>
      send(reply, privacyPageHtml(pageLanguage(request), controller)),
    );
    app.get('/terms', { schema }, async (request, reply) =>
      send(reply, termsPageHtml(pageLanguage(request), controller)),
    );
  },
  { name: 'legal-pages' },
);
