import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { APP_CONFIG_GLOBAL, type AppConfig } from '@venues/contracts/app-config';
import { isLocalMode } from '../../config/env';

/**
 * One origin serves the API and the web build. The browser learns its configuration at run time from
 * /config.js, so one build runs against any deployment.
 */
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
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        decorateReply: !app.hasReplyDecorator('sendFile'),
        // Without this, send's own max-age=0 header replaces the one set below.
        cacheControl: false,
        setHeaders: (response, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/');
      if (hasWeb && wantsPage) {
        const isCapture = hasCapture && /^\/r(\/|$)/.test(request.url);
        // A page is revalidated, so that a deploy reaches every browser at once; the sendFile options of
        // another static registration (the week-long immutable avatars) must not apply to it.
        return reply
          .header('cache-control', 'no-cache')
          .sendFile(isCapture ? 'capture.html' : 'index.html', dist, { cacheControl: false });
      }
      return reply
        .status(404)
        .send({ error: { code: 'not-found', message: `No route for ${request.method} ${request.url}.` } });
    });
  },
  { name: 'web' },
);
