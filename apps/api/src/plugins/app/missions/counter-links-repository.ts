import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { CounterLink } from '@venues/contracts/missions';
import type { Db } from '../../../db/client';
import { counterLinks, places } from '../../../db/schema';
import { person, recordActivity } from '../activity/activity-log';

type CounterLinkRow = typeof counterLinks.$inferSelect;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

const toCounterLink = (row: CounterLinkRow): CounterLink => ({
  id: row.id,
  label: row.label,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** Counter links: only the secret's hash is kept, so the database alone cannot open a counter. */
export function createCounterLinksRepository(db: Db) {
  return {
    async listActive(placeId: string): Promise<CounterLink[]> {
      const rows = await db
        .select()
        .from(counterLinks)
        .where(and(eq(counterLinks.placeId, placeId), isNull(counterLinks.revokedAt)))
        .orderBy(desc(counterLinks.createdAt));
      return rows.map(toCounterLink);
    },

    /** A new link and its secret, which the caller shows once. */
    async create(placeId: string, label: string, createdBy: string, now = new Date()) {
      const secret = randomBytes(24).toString('base64url');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(counterLinks)
          .values({ placeId, label, createdBy, tokenHash: hashOf(secret), createdAt: now })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await recordActivity(tx, {
          placeId,
          actor: person(createdBy),
          action: 'counter_link.created',
          subject: { type: 'counter_link', id: row.id },
          details: { label },
          at: now,
        });
        return { link: toCounterLink(row), secret };
      });
    },

    async revoke(placeId: string, id: string, by: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(counterLinks)
          .set({ revokedAt: new Date() })
          .where(
            and(eq(counterLinks.id, id), eq(counterLinks.placeId, placeId), isNull(counterLinks.revokedAt)),
          )
          .returning();
        if (!row) return false;
        await recordActivity(tx, {
          placeId,
          actor: person(by),
          action: 'counter_link.revoked',
          subject: { type: 'counter_link', id: row.id },
          details: { label: row.label },
        });
        return true;
      });
    },

    /** The active link a secret opens, with its venue; marks it used. */
    async open(secret: string) {
      const [row] = await db
        .update(counterLinks)
        .set({ lastUsedAt: new Date() })
        .where(and(eq(counterLinks.tokenHash, hashOf(secret)), isNull(counterLinks.revokedAt)))
        .returning();
      if (!row) return undefined;
      const [place] = await db
        .select({ id: places.id, name: places.name })
        .from(places)
        .where(eq(places.id, row.placeId));
      return place && { link: row, place };
    },
  };
}

export type CounterLinksRepository = ReturnType<typeof createCounterLinksRepository>;
