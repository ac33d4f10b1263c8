import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { activityLog, mailOutbox } from '../../src/db/schema';

/** The venue's activity entries, oldest first. */
export async function activityOf(app: FastifyInstance, placeId: string) {
  return app.db
    .select()
    .from(activityLog)
    .where(eq(activityLog.placeId, placeId))
    .orderBy(activityLog.createdAt, activityLog.id);
}

export async function activityCount(app: FastifyInstance, placeId: string): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(activityLog).where(eq(activityLog.placeId, placeId));
  return row?.n ?? 0;
}

/** The mails queued to an address, newest first. */
export async function mailsTo(app: FastifyInstance, to: string) {
  const rows = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to)));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The secret of the newest invitation link mailed to an address. */
export async function invitationTokenFor(app: FastifyInstance, to: string): Promise<string> {
  for (const mail of await mailsTo(app, to)) {
    const match = /\/invitation#([A-Za-z0-9_-]+)/.exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no invitation mailed to ${to}`);
}
