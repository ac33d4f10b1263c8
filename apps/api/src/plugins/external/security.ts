import { getHeapStatistics } from 'node:v8';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { Redis } from 'ioredis';
import { publicUrl } from '../../config/env';

const FIREBASE_HOSTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
  'https://apis.google.com',
];

export const securityPlugin = fp(
  async (app) => {
    const { env } = app;
    const emulator = env.FIREBASE_AUTH_EMULATOR_HOST ? [`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`] : [];
    // With S3 media, videos and posters come from presigned URLs of the storage's own origin.
    const storage = env.S3_BUCKET
      ? [
          env.S3_ENDPOINT
            ? new URL(env.S3_ENDPOINT).origin
            : `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`,
        ]
      : [];
    const authDomain = `https://${env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`}`;

    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://apis.google.com'],
          connectSrc: ["'self'", ...FIREBASE_HOSTS, ...emulator],
          frameSrc: ["'self'", authDomain, ...emulator],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storage],
          mediaSrc: ["'self'", 'blob:', ...storage],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The browser must not upgrade the local http origins of the embedded default.
          upgradeInsecureRequests: null,
        },
      },
      // Google sign-in opens a popup that posts back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    // An event loop or a heap past these limits answers 503 rather than letting every request time out.
    await app.register(underPressure, {
      maxEventLoopDelay: env.MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: Math.floor(getHeapStatistics().heap_size_limit * 0.9),
      retryAfter: 10,
      pressureHandler: (_request, reply, type) => {
        void reply
          .status(503)
          .header('retry-after', 10)
          .send({
            error: {
              code: 'service/unavailable',
              message: `The server is overloaded (${type}), please retry.`,
            },
          });
      },
    });
    await app.register(cors, { origin: [publicUrl(env)], credentials: false });
    // With REDIS_URL every replica counts in one store; without it, each process counts alone.
    const redis = env.REDIS_URL
      ? new Redis(env.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
      : undefined;
    if (redis) {
      redis.on('error', (error) => app.log.warn({ err: error }, 'rate limit store: redis error'));
      // Start counting in Redis from the first request; a Redis that is down is waited for a moment only.
      await Promise.race([
        new Promise((resolve) => redis.once('ready', resolve)),
        new Promise((resolve) => setTimeout(resolve, 3000).unref()),
      ]);
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, {
      // Not per route: one hook below counts every /api request before anything else runs.
      global: false,
      max: env.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      redis,
      nameSpace: 'venues-rate-limit-',
      // A store that fails lets requests through: the limit protects the API, it must not take it down.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: { code: 'rate-limited', message: `Too many requests, retry in ${context.after}.` },
      }),
    });

    /*
     * Every /api request counts, refused ones included: this root hook runs before authentication and for
     * unknown paths. The client is the socket's address unless TRUST_PROXY names the proxies in front.
     * Routes with a stricter limit of their own (capture, search, password) count again in their bucket.
     */
    const limit = app.createRateLimit();
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
      let verdict: Awaited<ReturnType<typeof limit>>;
      try {
        verdict = await limit(request);
      } catch (error) {
        request.log.warn({ err: error }, 'rate limit store unavailable; request let through');
        return;
      }
      if (verdict.isAllowed || !verdict.isExceeded) return;
      return reply
        .status(429)
        .header('retry-after', verdict.ttlInSeconds)
        .send({
          error: { code: 'rate-limited', message: `Too many requests, retry in ${verdict.ttlInSeconds} s.` },
        });
    });
  },
  { name: 'security' },
);
