import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerRoutes } from './customer-routes';
import { sessionRoutes } from './session-routes';

/** The payment calls, whichever provider is behind them. */
export const stripeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerRoutes);
  await app.register(sessionRoutes);
};
