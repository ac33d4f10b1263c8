import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocalMode } from '../../config/env';
import { devRoutes } from './dev/index';
import { healthRoutes } from './health/index';
import { placesRoutes } from './places/index';
import { usersRoutes } from './users/index';

export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes);
  if (isLocalMode(app.env)) await app.register(devRoutes, { prefix: '/dev' });

  // Everything below needs a verified Firebase ID token: one hook for the whole scope.
  await app.register(async (authenticated) => {
    authenticated.addHook('onRequest', authenticated.authenticate);
    await authenticated.register(usersRoutes, { prefix: '/users' });
    await authenticated.register(placesRoutes, { prefix: '/places' });
  });
};
