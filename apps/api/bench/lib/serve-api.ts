import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { createDatabase } from '../../src/db/client';
import { reportListening } from './server-process';

// The real app, configured as in production except for the rate limit, which would refuse a load test.
const env = loadEnv();
const database = createDatabase({ url: env.DATABASE_URL, dataDir: '' });
const app = await buildApp({ env, database });
await app.listen({ host: '127.0.0.1', port: 0 });

reportListening((app.server.address() as AddressInfo).port, async () => {
  await app.close();
  await database.close();
});
