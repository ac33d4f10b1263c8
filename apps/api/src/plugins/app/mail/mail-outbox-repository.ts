import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { mailOutbox } from '../../../db/schema';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };
export type OutboxRow = typeof mailOutbox.$inferSelect;

export const MAX_ATTEMPTS = 8;

export function createMailOutboxRepository(db: Db) {
  return {
    async enqueue(mail: OutgoingMail, tx: Db = db): Promise<OutboxRow> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async listRecent(limit = 100): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },

    async due(limit = 10): Promise<OutboxRow[]> {
      return db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, new Date())))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit);
    },

    async markSent(id: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(eq(mailOutbox.id, id));
    },

    /** Keeps the mail for another try with exponential backoff, until MAX_ATTEMPTS. */
    async markFailed(row: OutboxRow, error: string): Promise<void> {
      const attempts = row.attempts + 1;
      const delayMs = Math.min(2 ** attempts * 30_000, 3_600_000);
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: error.slice(0, 1000),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + delayMs),
        })
        .where(eq(mailOutbox.id, row.id));
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
