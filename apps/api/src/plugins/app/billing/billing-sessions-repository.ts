import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { selfServicePlanIds } from '@venues/contracts/billing';
import type { Db } from '../../../db/client';
import { billingSessions } from '../../../db/schema';

const plan = z.enum(selfServicePlanIds);

/** What a local session will do when confirmed; stored as the row's payload. */
export const sessionChangeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('subscription_update'),
    subscription_id: z.string(),
    subscription_item_id: z.string(),
    place_id: z.string(),
    from: plan.nullable(),
    to: plan,
  }),
  z.object({
    kind: z.literal('subscription_cancel'),
    subscription_id: z.string(),
    place_id: z.string(),
    from: plan.nullable(),
  }),
  z.object({ kind: z.literal('payment_method_update') }),
]);
export type SessionChange = z.infer<typeof sessionChangeSchema>;

export type SessionRow = Omit<typeof billingSessions.$inferSelect, 'payload'> & { change: SessionChange };

function toSession(row: typeof billingSessions.$inferSelect): SessionRow {
  const { payload, ...rest } = row;
  return { ...rest, change: sessionChangeSchema.parse(payload) };
}

export function createBillingSessionsRepository(db: Db) {
  return {
    async create(input: {
      id: string;
      customerId: string;
      change: SessionChange;
      returnUrl: string;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(billingSessions).values({
        id: input.id,
        customerId: input.customerId,
        kind: input.change.kind,
        payload: input.change,
        returnUrl: input.returnUrl,
        expiresAt: input.expiresAt,
      });
    },

    async findById(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(billingSessions).where(eq(billingSessions.id, id));
      return row ? toSession(row) : undefined;
    },

    /** Marks an open session used; false when another request used it first or it expired meanwhile. */
    async markUsed(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(billingSessions)
        .set({ usedAt: now })
        .where(
          and(eq(billingSessions.id, id), isNull(billingSessions.usedAt), gt(billingSessions.expiresAt, now)),
        )
        .returning({ id: billingSessions.id });
      return rows.length === 1;
    },
  };
}

export type BillingSessionsRepository = ReturnType<typeof createBillingSessionsRepository>;
