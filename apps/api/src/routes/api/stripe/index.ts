import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const stripeRoutes: FastifyPluginAsyncZod = async () => undefined;
