import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CONFIG_GLOBAL, type AppConfig } from '@venues/contracts/app-config';
import { isLocalMode } from '../../config/env';

/**
 * One origin serves the API and the web build. The browser learns its configuration at run time from
 * /config.js, so one build runs against any deployment.
 */
type Encoding = 'br' | 'gzip';
type Page = { identity: Buffer } & Partial<Record<Encoding, Buffer>>;

/** A page of the build, with the Brotli and gzip copies that the build wrote beside it (when it was worth it). */
function readPage(dist: string, name: string): Page {
  const file = path.join(dist, name);
  const variant = (extension: string) =>
    existsSync(`${file}${extension}`) ? readFileSync(`${file}${extension}`) : undefined;
  return { identity: readFileSync(file), br: variant('.br'), gzip: variant('.gz') };
}

/**
 * The encoding to send, by the client's Accept-Encoding, with the negotiator @fastify/static and
 * @fastify/compress use: the highest q, Brotli before gzip on a tie; a q of 0 refuses one.
 */
export function acceptedEncoding(
  header: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  return negotiate<Encoding>(header ?? '', [...available]);
}

/** Adds a request header to Vary, keeping the fields already there (CORS's Origin). */
function varyOn(reply: FastifyReply, field: string) {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current.split(',').map((name) => name.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return;
  reply.header('vary', current ? `${current}, ${field}` : field);
}

export const webPlugin = fp(
  async (app) => {
    const { env } = app;
    const config: AppConfig = {
      firebase: {
        apiKey: env.FIREBASE_API_KEY,
        authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: env.FIREBASE_PROJECT_ID,
        appId: env.FIREBASE_APP_ID,
        storageBucket: env.FIREBASE_STORAGE_BUCKET,
        measurementId: env.FIREBASE_MEASUREMENT_ID,
      },
      authEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
      localMode: isLocalMode(env),
      supportEmail: env.SUPPORT_EMAIL,
      salesEmail: env.SALES_EMAIL,
      whatsappNumber: env.WHATSAPP_NUMBER,
    };
    const script = `window.${APP_CONFIG_GLOBAL} = ${JSON.stringify(config)};\n`;

    app.get('/config.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
    );

    const dist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined;
    const hasWeb = dist !== undefined && existsSync(path.join(dist, 'index.html'));
    // The guests' capture page is an entry of its own, with none of the dashboard's code.
    const hasCapture = dist !== undefined && existsSync(path.join(dist, 'capture.html'));
    if (hasWeb) {
      // A file of the build may go out as its .br or .gz copy: a cache must key it by Accept-Encoding.
      app.addHook('onSend', async (request, reply, payload) => {
        if (!request.url.startsWith('/api/')) varyOn(reply, 'Accept-Encoding');
        return payload;
      });
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        decorateReply: !app.hasReplyDecorator('sendFile'),
        // Without this, send's own max-age=0 header replaces the one set below.
        cacheControl: false,
        // The build's .br and .gz copies, chosen by Accept-Encoding, with Vary set.
        preCompressed: true,
        setHeaders: (response, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    // The two pages, read once: every unknown path of the app answers with one of them.
    const pages = hasWeb
      ? {
          dashboard: readPage(dist, 'index.html'),
          capture: hasCapture ? readPage(dist, 'capture.html') : undefined,
        }
      : undefined;

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
      if (pages && wantsPage) {
        const page = (/^\/r(\/|$)/.test(request.url) && pages.capture) || pages.dashboard;
        const encoding = acceptedEncoding(
          request.headers['accept-encoding'],
          (['br', 'gzip'] as const).filter((name) => page[name] !== undefined),
        );
        // A page is revalidated, so that a deploy reaches every browser at once.
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        if (encoding) return reply.header('content-encoding', encoding).send(page[encoding]);
        return reply.send(page.identity);
      }
      return reply
        .status(404)
        .send({ error: { code: 'not-found', message: `No route for ${request.method} ${request.url}.` } });
    });
  },
  { name: 'web' },
);
