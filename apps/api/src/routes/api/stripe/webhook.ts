import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const stripeWebhookRoutes: FastifyPluginAsyncZod = async () => undefined;
