import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, staffCan, type VenueAction, type VenueRole } from '@venues/contracts/team-rules';
import { callerOf, type Caller } from './auth';
import { HttpError } from './http-error';

export type PlaceAccessOptions = {
  /** The word the refusal uses for the place: billing's API says "restaurant". */
  noun?: 'place' | 'restaurant';
};

/** The caller, with the role that let them in: null when staff read a venue they hold no role on. */
export type PlaceAccess = Caller & { role: VenueRole | null };

/** Whether the access a request was let in with also allows another action (what a page may offer). */
export const accessAllows = (access: PlaceAccess, action: VenueAction): boolean =>
  access.role === null ? access.isAdmin && staffCan(action) : can(access.role, action);

/**
 * The one rule for place-scoped data and actions: the caller holds a role on the place, and the rights
 * table (`can`, in contracts) gives that role the action. The role is read from the database on every
 * request, so a removal or a lower role takes effect on the next one, whatever the caller's token says.
 * Staff may read any place (`staffCan`). A refusal says nothing about whether the place exists.
 */
export const placeAccessPlugin = fp(
  async (app) => {
    app.decorate(
      'assertPlaceAccess',
      async (
        request: FastifyRequest,
        placeId: string,
        action: VenueAction,
        options: PlaceAccessOptions = {},
      ): Promise<PlaceAccess> => {
        const caller = callerOf(request);
        const role = await app.membershipsRepository.roleOf(caller.uid, placeId);
        if (can(role, action)) return { ...caller, role };
        if (caller.isAdmin && staffCan(action)) return { ...caller, role: null };
        const noun = options.noun ?? 'place';
        throw new HttpError(
          403,
          'auth/forbidden',
          role ? `Your role on this ${noun} does not allow this.` : `You need a role on this ${noun}.`,
        );
      },
    );
  },
  { name: 'place-access', dependencies: ['repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves to the caller and their role, or throws 403 auth/forbidden. */
    assertPlaceAccess: (
      request: FastifyRequest,
      placeId: string,
      action: VenueAction,
      options?: PlaceAccessOptions,
    ) => Promise<PlaceAccess>;
  }
}
