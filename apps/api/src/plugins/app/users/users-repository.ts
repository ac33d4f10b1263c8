import { eq, sql } from 'drizzle-orm';
import type { DashboardUser, Language } from '@venues/contracts/users';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Caller } from '../auth';

export type UserRow = typeof users.$inferSelect;

export function toDashboardUser(row: UserRow, caller: Caller): DashboardUser {
  return {
    uid: row.uid,
    email: row.email,
    display_name: row.displayName,
    photo_url: row.photoUrl,
    email_verified: caller.emailVerified,
    is_admin: row.isAdmin,
    language: row.language,
  };
}

export function createUsersRepository(db: Db) {
  return {
    /** The caller's record, created on first sight and kept in step with the identity provider. */
    async upsertFromCaller(caller: Caller, language?: Language): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({
          uid: caller.uid,
          email: caller.email,
          displayName: caller.name,
          photoUrl: caller.picture,
          isAdmin: caller.isAdmin,
          language: language ?? 'en',
        })
        .onConflictDoUpdate({
          target: users.uid,
          set: {
            email: caller.email,
            displayName: sql`coalesce(${caller.name}::text, ${users.displayName})`,
            photoUrl: sql`coalesce(${caller.picture}::text, ${users.photoUrl})`,
            isAdmin: caller.isAdmin,
            ...(language ? { language } : {}),
            updatedAt: new Date(),
          },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    async findByUid(uid: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.uid, uid));
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
