import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const billingSessionRoutes: FastifyPluginAsyncZod = async () => undefined;
