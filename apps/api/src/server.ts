import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app';
import { loadEnv, pgliteDir } from './config/env';
import { createDatabase } from './db/client';
import { demoPricesOf, seedDemo } from './seed/seed-demo';

const env = loadEnv();
const database = createDatabase({
  url: env.DATABASE_URL,
  dataDir: pgliteDir(env),
  queueLimit: env.DATABASE_QUEUE_LIMIT,
  onIdleClientError: (error) => console.warn(`database: idle client lost (${error.message})`),
});
await database.migrate();

const app = await buildApp({ env, database });
if (env.SEED_DEMO) {
  // A real billing provider's customers cannot be invented here.
  const billing = env.STRIPE_SECRET_KEY ? null : demoPricesOf(env);
  const { seeded } = await seedDemo(app.db, app.firebaseAuth, billing);
  app.log.info(seeded ? 'demo data seeded' : 'demo data already present');
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
    app.shutdown.draining = true;
    void delay(env.SHUTDOWN_DRAIN_MS)
      .then(() => app.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}

await app.listen({ host: env.HOST, port: env.PORT });
