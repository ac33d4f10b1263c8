import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Language } from '@venues/contracts/users';
import type { Db } from '../../../db/client';
import { mailOutbox, type MailAttachment } from '../../../db/schema';

/** A mail as the outbox keeps it and the transport sends it. */
export type StoredMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};
/** A mail to send: the addressee's language picks its footer's link to the privacy notice. */
export type OutgoingMail = StoredMail & { language: Language };
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The record of every mail the product sends; delivery and its retries are jobs (mail-plugin.ts). */
export function createMailOutboxRepository(db: Db) {
  return {
    async enqueue(mail: StoredMail, tx: Db = db): Promise<OutboxRow> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          headers: mail.headers ?? null,
          attachments: mail.attachments ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async find(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row;
    },

    async listRecent(limit = 100): Promise<OutboxRow[]> {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },

    /**
     * Takes a mail for sending, in one statement so that two workers never both take it: a pending mail, or
     * one left 'sending' since before `abandonedBefore` by a worker that stopped half-way.
     */
    async claim(id: string, now: Date, abandonedBefore: Date): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(mailOutbox)
        .set({ status: 'sending', sendingSince: now })
        .where(
          and(
            eq(mailOutbox.id, id),
            or(
              eq(mailOutbox.status, 'pending'),
              and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.sendingSince, abandonedBefore)),
            ),
          ),
        )
        .returning();
      return row;
    },

    async markSent(id: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          sendingSince: null,
          attempts: sql`${mailOutbox.attempts} + 1`,
        })
        .where(eq(mailOutbox.id, id));
    },

    async recordFailure(row: OutboxRow, error: string, final: boolean): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: error.slice(0, 1000),
          status: final ? 'failed' : 'pending',
          sendingSince: null,
        })
        .where(eq(mailOutbox.id, row.id));
    },

    /** Deletes the mails created before `before`, whatever became of them; answers how many went. */
    async purge(before: Date): Promise<number> {
      const removed = await db
        .delete(mailOutbox)
        .where(lt(mailOutbox.createdAt, before))
        .returning({ id: mailOutbox.id });
      return removed.length;
    },
  };
}

export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
