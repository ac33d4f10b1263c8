import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { callerOf, type Caller } from './auth';
import { HttpError } from './http-error';

export type PlaceAccessOptions = {
  /** Excludes the staff's read access: only an approved claimant passes. */
  ownerOnly?: boolean;
  /** The word the refusal uses for the place: billing's API says "restaurant". */
  noun?: 'place' | 'restaurant';
};

/**
 * The one rule for place-scoped data and actions: the caller holds an approved claim on the place. Staff
 * may read any place, unless ownerOnly. A refusal says nothing about whether the place exists.
 */
export const placeAccessPlugin = fp(
  async (app) => {
    app.decorate(
      'assertPlaceAccess',
      async (request: FastifyRequest, placeId: string, options: PlaceAccessOptions = {}) => {
        const caller = callerOf(request);
        if (caller.isAdmin && !options.ownerOnly) return caller;
        if (await app.claimsRepository.hasApprovedClaim(caller.uid, placeId)) return caller;
        throw new HttpError(
          403,
          'auth/forbidden',
          `You need an approved claim on this ${options.noun ?? 'place'}.`,
        );
      },
    );
  },
  { name: 'place-access', dependencies: ['repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves to the caller, or throws 403 auth/forbidden. */
    assertPlaceAccess: (
      request: FastifyRequest,
      placeId: string,
      options?: PlaceAccessOptions,
    ) => Promise<Caller>;
  }
}
