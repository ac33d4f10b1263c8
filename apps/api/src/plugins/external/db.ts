import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client';
import { DatabaseBusyError } from '../../db/pglite-thread';

/** How long a request may wait for room in the embedded database's queue before it is answered 503. */
const ADMISSION_WAIT_MS = 200;

/** Exposes the database to every plugin; the caller owns its lifecycle (migrations, closing). */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    // The embedded database answers one query at a time: a request waits a moment for room in its
    // queue, and is turned away before its first query (503, Retry-After) if none comes, so that the ones
    // admitted finish. The health probe and the web's files need no query.
    const { admit } = database;
    if (admit) {
      app.addHook('onRequest', async (request) => {
        if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
        if (!(await admit(ADMISSION_WAIT_MS))) throw new DatabaseBusyError();
      });
    }
  },
  { name: 'db' },
);

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}
