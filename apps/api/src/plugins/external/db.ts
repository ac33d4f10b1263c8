import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client';

/** Exposes the database to every plugin; the caller owns its lifecycle (migrations, closing). */
export const dbPlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}
