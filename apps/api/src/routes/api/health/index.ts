import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], security: [], response: { 200: statusSchema, 503: statusSchema } },
    },
    // A replica that is shutting down says so, while it still serves, so the load balancer takes it out.
    async (_request, reply) =>
      app.shutdown.draining
        ? reply.status(503).send({ status: 'unavailable' as const })
        : { status: 'ok' as const },
  );

  app.get(
    '/ready',
    { schema: { tags: ['health'], security: [], response: { 200: statusSchema, 503: statusSchema } } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
