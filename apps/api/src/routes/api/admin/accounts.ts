import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRecord } from 'firebase-admin/auth';
import {
  staffAccountActionBodySchema,
  staffAccountParamsSchema,
  staffAccountQuerySchema,
  staffAccountResponseSchema,
  type StaffAccount,
} from '@venues/contracts/staff-accounts';
import { callerOf } from '../../../plugins/app/auth';
import { refusalsOf } from '../../../plugins/app/errors';
import { HttpError, notFound } from '../../../plugins/app/http-error';

const refusals = refusalsOf(400, 401, 403, 404, 409);

const isoOrNull = (time: string | undefined) => (time ? new Date(time).toISOString() : null);

/**
 * Staff disable a venue person's account (a stolen password, a former employee who still signs in) and
 * enable it again. Disabled, the identity provider refuses every sign-in and every token refresh, and the
 * sessions already open end on every replica within the marks' poll. Each action is recorded with who did
 * it and why. Registered inside the admin-only scope.
 */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const firebaseUser = async (find: () => Promise<UserRecord>): Promise<UserRecord> => {
    try {
      return await find();
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') throw notFound('Account');
      throw error;
    }
  };

  const accountOf = async (user: UserRecord): Promise<StaffAccount> => {
    const [row, venues] = await Promise.all([
      app.usersRepository.findByUid(user.uid),
      app.membershipsRepository.venuesOf(user.uid),
    ]);
    return {
      uid: user.uid,
      email: user.email ?? row?.email ?? null,
      display_name: user.displayName ?? row?.displayName ?? null,
      disabled: user.disabled,
      is_staff: user.customClaims?.admin === true,
      created_at: isoOrNull(user.metadata.creationTime),
      last_sign_in_at: isoOrNull(user.metadata.lastSignInTime),
      venues: venues.map(({ place, role }) => ({ id: place.id, name: place.name, role })),
    };
  };

  app.get(
    '/accounts',
    {
      schema: {
        tags: ['admin'],
        summary: 'An account found by its sign-in email, with its venues and whether it is disabled',
        querystring: staffAccountQuerySchema,
        response: { 200: staffAccountResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const user = await firebaseUser(() => app.firebaseAuth.getUserByEmail(request.query.email));
      return { data: await accountOf(user) };
    },
  );

  const setDisabled = (disabled: boolean) =>
    app.post(
      `/accounts/:uid/${disabled ? 'disable' : 'enable'}`,
      {
        schema: {
          tags: ['admin'],
          summary: disabled
            ? 'Disable an account: no sign-in, and every session ends on every replica; recorded'
            : 'Enable a disabled account again; recorded',
          params: staffAccountParamsSchema,
          body: staffAccountActionBodySchema,
          response: { 200: staffAccountResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const staffUid = callerOf(request).uid;
        const { uid } = request.params;
        if (uid === staffUid) {
          throw new HttpError(409, 'accounts/self', 'Staff cannot disable or enable their own account.');
        }
        const user = await firebaseUser(() => app.firebaseAuth.updateUser(uid, { disabled }));
        // Tokens signed in before now stay valid for up to their hour: the mark refuses them at once.
        if (disabled) await app.sessions.end(uid, true);
        await app.staffActionsRepository.record({
          staffUid,
          action: disabled ? 'disable' : 'enable',
          subject: `account:${uid}`,
          reason: request.body.reason,
        });
        return { data: await accountOf(user) };
      },
    );
  setDisabled(true);
  setDisabled(false);
};
