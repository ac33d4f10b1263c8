import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
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
    const authDomain = `https://${env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`}`;

    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://apis.google.com'],
          connectSrc: ["'self'", ...FIREBASE_HOSTS, ...emulator],
          frameSrc: ["'self'", authDomain, ...emulator],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The browser must not upgrade the local http origins of the embedded default.
          upgradeInsecureRequests: null,
        },
      },
      // Google sign-in opens a popup that posts back to this window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    await app.register(cors, { origin: [publicUrl(env)], credentials: false });
    await app.register(rateLimit, {
      max: env.RATE_LIMIT_MAX,
      timeWindow: '1 minute',
      // Static files and health probes are not what the limit protects.
      allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: { code: 'rate-limited', message: `Too many requests, retry in ${context.after}.` },
      }),
    });
  },
  { name: 'security' },
);
