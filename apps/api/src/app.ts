import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from './lib/validator-compiler';
import { serializeRequest } from './lib/log-redaction';
import type { Auth } from 'firebase-admin/auth';
import type { Env } from './config/env';
import type { Database } from './db/client';
import { dbPlugin } from './plugins/external/db';
import { securityPlugin } from './plugins/external/security';
import { compressPlugin } from './plugins/external/compress';
import { docsPlugin } from './plugins/external/docs';
import { errorsPlugin } from './plugins/app/errors';
import { authPlugin } from './plugins/app/auth';
import { repositoriesPlugin } from './plugins/app/repositories';
import { mailPlugin } from './plugins/app/mail/mail-plugin';
import { placeAccessPlugin } from './plugins/app/place-access';
import { billingPlugin } from './plugins/app/billing/billing-plugin';
import { webPlugin } from './plugins/app/web';
import { publicPagesPlugin } from './plugins/app/publishing/public-pages-plugin';
import { mediaPlugin } from './plugins/app/media/media-plugin';
import { jobsPlugin } from './plugins/app/jobs/jobs-plugin';
import { notificationsPlugin } from './plugins/app/notifications/notifications-plugin';
import { capturePlugin } from './plugins/app/capture/capture-plugin';
import { publicMediaRoutes } from './plugins/app/publishing/public-media';
import { webhooksPlugin } from './plugins/app/webhooks/webhooks-plugin';
import { teamPlugin } from './plugins/app/team/team-plugin';
import { activityPlugin } from './plugins/app/activity/activity-plugin';
import { retentionPlugin } from './plugins/app/retention-plugin';
import { accountPlugin } from './plugins/app/account/account-plugin';
import { legalPagesPlugin } from './plugins/app/legal/legal-pages-plugin';
import { apiRoutes } from './routes/api/index';

export type AppOptions = {
  env: Env;
  database: Database;
  /** The Firebase Admin Auth client; built from env when not given. */
  firebaseAuth?: Auth;
  /** Where the log lines go; standard output by default. */
  logStream?: { write: (line: string) => void };
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            serializers: { req: serializeRequest },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // A hop count trusts that many proxies nearest to the server (what proxy-addr calls hops).
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (env.TRUST_PROXY as number)
        : env.TRUST_PROXY,
    // Ids that fit the log line and let a support request be traced.
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('shutdown', { draining: false });

  // External plugins first, then the app's own, then routes.
  await app.register(dbPlugin, { database: options.database });
  await app.register(securityPlugin);
  await app.register(compressPlugin);
  await app.register(docsPlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin, { firebaseAuth: options.firebaseAuth });
  await app.register(repositoriesPlugin);
  await app.register(jobsPlugin);
  await app.register(mailPlugin);
  await app.register(placeAccessPlugin);
  await app.register(billingPlugin);
  await app.register(mediaPlugin);
  await app.register(notificationsPlugin);
  await app.register(webhooksPlugin);
  await app.register(teamPlugin);
  await app.register(activityPlugin);
  await app.register(capturePlugin);
  await app.register(accountPlugin);
  await app.register(retentionPlugin);
  await app.register(publicPagesPlugin);
  await app.register(legalPagesPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(publicMediaRoutes);
  await app.register(webPlugin);

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** Set on SIGTERM while the replica still serves: its health check answers 503 (SHUTDOWN_DRAIN_MS). */
    shutdown: { draining: boolean };
  }
}
