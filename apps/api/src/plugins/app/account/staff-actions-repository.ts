import { asc } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { privacyActions } from '../../../db/schema';

/**
 * What staff do to a person on their behalf or for their safety: a guest's data exported or erased, a venue
 * person's account disabled or enabled again. Each entry says who, what, on whom and why.
 */
export type StaffAction = {
  staffUid: string;
  action: 'export' | 'erase' | 'disable' | 'enable';
  subject: string;
  reason: string;
};

export function createStaffActionsRepository(db: Db) {
  return {
    /** Records an action, in the caller's transaction when it is part of one. */
    async record(action: StaffAction, tx: Db = db): Promise<void> {
      await tx.insert(privacyActions).values(action);
    },

    async list() {
      return db.select().from(privacyActions).orderBy(asc(privacyActions.createdAt));
    },
  };
}

export type StaffActionsRepository = ReturnType<typeof createStaffActionsRepository>;
