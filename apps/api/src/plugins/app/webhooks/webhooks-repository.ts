import { and, arrayContains, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { WebhookEndpointInput, WebhookEventType } from '@venues/contracts/webhooks';
import type { Db } from '../../../db/client';
import {
  places,
  reviewers,
  reviewReplies,
  reviews,
  webhookDeliveries,
  webhookEndpoints,
} from '../../../db/schema';
import { person, recordActivity } from '../activity/activity-log';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** An endpoint's change: what the owner edits, or the state the delivery job sets. */
export type EndpointChanges = Partial<
  Pick<EndpointRow, 'url' | 'events' | 'description' | 'disabledAt' | 'disabledReason' | 'failingSince'>
>;

/** What the activity log says of an endpoint: its address and events, never its secret. */
const endpointDetails = (row: EndpointRow) => ({ url: row.url, events: row.events.join(', ') });

/** A venue's webhook endpoints, their deliveries, and what a review event tells them. */
export function createWebhooksRepository(db: Db) {
  const ofPlace = (placeId: string, endpointId: string) =>
    and(eq(webhookEndpoints.placeId, placeId), eq(webhookEndpoints.id, endpointId));

  const updateOn = async (
    tx: Db,
    placeId: string,
    endpointId: string,
    changes: EndpointChanges & { secret?: string },
  ) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...changes, updatedAt: new Date() })
      .where(ofPlace(placeId, endpointId))
      .returning();
    return row;
  };

  return {
    async listForPlace(placeId: string): Promise<EndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.placeId, placeId))
        .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
    },

    /**
     * A new endpoint, unless the venue already has `limit` of them (null for no limit). The venue's row is
     * locked for the count and the insert, so endpoints created at once cannot go past the limit.
     */
    async create(
      placeId: string,
      input: WebhookEndpointInput,
      secret: string,
      uid: string,
      limit: number | null,
    ): Promise<EndpointRow | 'too-many'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from places where id = ${placeId} for update`);
        if (limit !== null) {
          const [count] = await tx
            .select({ n: sql<number>`count(*)` })
            .from(webhookEndpoints)
            .where(eq(webhookEndpoints.placeId, placeId));
          if (Number(count?.n ?? 0) >= limit) return 'too-many' as const;
        }
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({
            placeId,
            url: input.url,
            events: input.events,
            description: input.description,
            secret,
            createdBy: uid,
          })
          .returning();
        if (!row) throw new Error('insert failed');
        await recordActivity(tx, {
          placeId,
          actor: person(uid),
          action: 'webhook.created',
          subject: { type: 'webhook', id: row.id },
          details: endpointDetails(row),
        });
        return row;
      });
    },

    async find(placeId: string, endpointId: string): Promise<EndpointRow | undefined> {
      const [row] = await db.select().from(webhookEndpoints).where(ofPlace(placeId, endpointId));
      return row;
    },

    /** A person's change of an endpoint (its settings, or a new secret), with its activity entry. */
    async change(
      placeId: string,
      endpointId: string,
      changes: EndpointChanges & { secret?: string },
      uid: string,
    ) {
      return db.transaction(async (tx) => {
        const row = await updateOn(tx, placeId, endpointId, changes);
        if (!row) return undefined;
        const rotated = changes.secret !== undefined;
        await recordActivity(tx, {
          placeId,
          actor: person(uid),
          action: rotated ? 'webhook.secret_rotated' : 'webhook.updated',
          subject: { type: 'webhook', id: row.id },
          details: {
            ...endpointDetails(row),
            ...(changes.disabledAt !== undefined ? { enabled: changes.disabledAt === null } : {}),
          },
        });
        return row;
      });
    },

    async remove(placeId: string, endpointId: string, uid: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(webhookEndpoints).where(ofPlace(placeId, endpointId)).returning();
        if (!row) return false;
        await recordActivity(tx, {
          placeId,
          actor: person(uid),
          action: 'webhook.deleted',
          subject: { type: 'webhook', id: row.id },
          details: endpointDetails(row),
        });
        return true;
      });
    },

    /** The venue's enabled endpoints that receive this event type. */
    async subscribed(placeId: string, type: WebhookEventType, tx: Db = db): Promise<EndpointRow[]> {
      return tx
        .select()
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.placeId, placeId),
            isNull(webhookEndpoints.disabledAt),
            arrayContains(webhookEndpoints.events, [type]),
          ),
        );
    },

    async insertDeliveries(
      rows: { endpointId: string; eventId: string; eventType: string; payload: unknown }[],
      tx: Db = db,
    ): Promise<DeliveryRow[]> {
      if (rows.length === 0) return [];
      return tx.insert(webhookDeliveries).values(rows).returning();
    },

    async findDelivery(deliveryId: string) {
      const [row] = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId));
      return row;
    },

    /** One attempt's outcome on the log: the attempt count goes up by one. */
    async recordAttempt(
      deliveryId: string,
      attempt: {
        status: DeliveryStatus;
        responseStatus: number | null;
        responseMs: number;
        error: string | null;
      },
      at = new Date(),
    ): Promise<DeliveryRow | undefined> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({
          status: attempt.status,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          responseStatus: attempt.responseStatus,
          responseMs: attempt.responseMs,
          error: attempt.error,
          lastAttemptAt: at,
          deliveredAt: attempt.status === 'succeeded' ? at : null,
        })
        .where(eq(webhookDeliveries.id, deliveryId))
        .returning();
      return row;
    },

    /** Ends a delivery that will not be tried again, without an attempt (its endpoint went away or off). */
    async abandon(deliveryId: string, error: string): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', error })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
    },

    /** The endpoint failed: failing since now, unless it was failing already. Answers since when. */
    async markFailing(endpointId: string, at = new Date()): Promise<Date> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning({ failingSince: webhookEndpoints.failingSince });
      return row?.failingSince ?? at;
    },

    async markHealthy(endpointId: string): Promise<void> {
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpointId));
    },

    /** Disables an endpoint after its failures; false when it was disabled already (another worker did). */
    async disableForFailures(endpointId: string, at = new Date()): Promise<boolean> {
      const rows = await db
        .update(webhookEndpoints)
        .set({ disabledAt: at, disabledReason: 'failing', updatedAt: at })
        .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.disabledAt)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** The log's old rows go; a delivery still being retried stays, whatever its age. */
    async purgeDeliveries(olderThan: Date): Promise<void> {
      await db
        .delete(webhookDeliveries)
        .where(and(lt(webhookDeliveries.createdAt, olderThan), ne(webhookDeliveries.status, 'pending')));
    },

    /** An endpoint's log, newest first; one row more than asked tells whether an older page exists. */
    async deliveries(endpointId: string, limit: number, offset: number): Promise<DeliveryRow[]> {
      return db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /** What a review event says about a review: the review, its guest's name, its venue and its reply. */
    async reviewFacts(reviewId: string, tx: Db = db) {
      const [row] = await tx
        .select({
          review: reviews,
          guestName: reviewers.displayName,
          place: { id: places.id, name: places.name, slug: places.slug },
          reply: {
            body: reviewReplies.body,
            hiddenAt: reviewReplies.hiddenAt,
            createdAt: reviewReplies.createdAt,
            updatedAt: reviewReplies.updatedAt,
          },
        })
        .from(reviews)
        .innerJoin(reviewers, eq(reviewers.id, reviews.reviewerId))
        .innerJoin(places, eq(places.id, reviews.placeId))
        .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
        .where(eq(reviews.id, reviewId));
      return row;
    },

    async placeOf(placeId: string) {
      const [row] = await db
        .select({ id: places.id, name: places.name, slug: places.slug })
        .from(places)
        .where(eq(places.id, placeId));
      return row;
    },

    async publishing(placeId: string) {
      const [row] = await db
        .select({ slug: places.slug, creditHidden: places.publicCreditHidden })
        .from(places)
        .where(eq(places.id, placeId));
      return row;
    },

    /** The owner's choice of the credit line; a choice that changes nothing leaves no entry. */
    async setCreditHidden(placeId: string, hidden: boolean, uid: string): Promise<void> {
      await db.transaction(async (tx) => {
        const rows = await tx
          .update(places)
          .set({ publicCreditHidden: hidden, updatedAt: new Date() })
          .where(and(eq(places.id, placeId), ne(places.publicCreditHidden, hidden)))
          .returning({ id: places.id });
        if (rows.length === 0) return;
        await recordActivity(tx, {
          placeId,
          actor: person(uid),
          action: 'publishing.updated',
          subject: { type: 'venue', id: placeId },
          details: { credit_hidden: hidden },
        });
      });
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
export type ReviewFacts = NonNullable<Awaited<ReturnType<WebhooksRepository['reviewFacts']>>>;
