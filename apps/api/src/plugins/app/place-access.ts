import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { callerOf, type Caller } from './auth';
import { HttpError } from './http-error';

/**
 * The rule for place-scoped data: the caller holds an approved claim on the place. Staff may read any
 * place. A refusal says nothing about whether the place exists.
 */
export const placeAccessPlugin = fp(
  async (app) => {
    app.decorate('assertPlaceAccess', async (request: FastifyRequest, placeId: string, options = {}) => {
      const caller = callerOf(request);
      if (caller.isAdmin && !options.ownerOnly) return caller;
      if (await app.claimsRepository.hasApprovedClaim(caller.uid, placeId)) return caller;
      throw new HttpError(403, 'auth/forbidden', 'You need an approved claim on this place.');
    });
  },
  { name: 'place-access', dependencies: ['repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves to the caller, or throws 403. ownerOnly excludes the staff's read access. */
    assertPlaceAccess: (
      request: FastifyRequest,
      placeId: string,
      options?: { ownerOnly?: boolean },
    ) => Promise<Caller>;
  }
}
