import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationKind,
  type NotificationPreferences,
} from '@venues/contracts/notifications';
import type { Language } from '@venues/contracts/users';
import type { VenueRole } from '@venues/contracts/team-rules';
import { rowsOf, type Db } from '../../../db/client';
import { memberships, notificationDeliveries, notificationSettings, places, users } from '../../../db/schema';
import { venueInstant, venueLocal } from '../../../db/venue-days';

/**
 * A person of a venue's team who may receive its mail: anyone with a role and an email address. Each mail
 * goes only to the roles whose rights cover what it shows (`can(recipient.role, …)`).
 */
export type Recipient = {
  uid: string;
  role: VenueRole;
  email: string;
  displayName: string | null;
  language: Language;
  placeId: string;
  placeName: string;
  preferences: NotificationPreferences;
};

const preferenceColumns = {
  newReviews: sql<NotificationPreferences['new_reviews'] | null>`${notificationSettings.newReviews}`,
  lowRatingMax: sql<number | null>`${notificationSettings.lowRatingMax}`,
  weeklyDigest: sql<boolean | null>`${notificationSettings.weeklyDigest}`,
  monthlyReport: sql<boolean | null>`${notificationSettings.monthlyReport}`,
};

/** A row without settings has the defaults. */
function preferencesOf(row: {
  newReviews: NotificationPreferences['new_reviews'] | null;
  lowRatingMax: number | null;
  weeklyDigest: boolean | null;
  monthlyReport: boolean | null;
}): NotificationPreferences {
  const defaults = DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    new_reviews: row.newReviews ?? defaults.new_reviews,
    low_rating_max: row.lowRatingMax ?? defaults.low_rating_max,
    weekly_digest: row.weeklyDigest ?? defaults.weekly_digest,
    monthly_report: row.monthlyReport ?? defaults.monthly_report,
  };
}

const SETTING_OF_KIND = {
  new_reviews: { newReviews: 'off' },
  weekly_digest: { weeklyDigest: false },
  monthly_report: { monthlyReport: false },
} as const satisfies Record<NotificationKind, Partial<typeof notificationSettings.$inferInsert>>;

/** Who gets which mail about a venue, and the record of what was sent. */
export function createNotificationsRepository(db: Db) {
  const managers = (where: ReturnType<typeof and>) =>
    db
      .select({
        uid: users.uid,
        email: users.email,
        displayName: users.displayName,
        language: users.language,
        role: memberships.role,
        placeId: places.id,
        placeName: places.name,
        ...preferenceColumns,
      })
      .from(memberships)
      .innerJoin(users, eq(users.uid, memberships.userUid))
      .innerJoin(places, eq(places.id, memberships.placeId))
      .leftJoin(
        notificationSettings,
        and(
          eq(notificationSettings.userUid, memberships.userUid),
          eq(notificationSettings.placeId, memberships.placeId),
        ),
      )
      .where(where)
      .orderBy(asc(places.name), asc(places.id), asc(users.uid));

  const toRecipient = (row: Awaited<ReturnType<typeof managers>>[number]): Recipient | null =>
    row.email
      ? {
          uid: row.uid,
          role: row.role,
          email: row.email,
          displayName: row.displayName,
          language: row.language,
          placeId: row.placeId,
          placeName: row.placeName,
          preferences: preferencesOf(row),
        }
      : null;
  const recipients = async (where: ReturnType<typeof and>) =>
    (await managers(where)).map(toRecipient).filter((row): row is Recipient => row !== null);

  return {
    /** The venues the user may use, with their settings, by name. */
    async venuesOf(uid: string) {
      return (await managers(and(eq(memberships.userUid, uid)))).map((row) => ({
        placeId: row.placeId,
        placeName: row.placeName,
        preferences: preferencesOf(row),
      }));
    },

    async save(uid: string, placeId: string, preferences: NotificationPreferences): Promise<void> {
      const values = {
        newReviews: preferences.new_reviews,
        lowRatingMax: preferences.low_rating_max,
        weeklyDigest: preferences.weekly_digest,
        monthlyReport: preferences.monthly_report,
        updatedAt: new Date(),
      };
      await db
        .insert(notificationSettings)
        .values({ userUid: uid, placeId, ...values })
        .onConflictDoUpdate({
          target: [notificationSettings.userUid, notificationSettings.placeId],
          set: values,
        });
    },

    /** What a mail's unsubscribe link does: that kind of mail, off, for that user and venue. */
    async turnOff(uid: string, placeId: string, kind: NotificationKind): Promise<void> {
      const change = { ...SETTING_OF_KIND[kind], updatedAt: new Date() };
      await db
        .insert(notificationSettings)
        .values({ userUid: uid, placeId, ...change })
        .onConflictDoUpdate({
          target: [notificationSettings.userUid, notificationSettings.placeId],
          set: change,
        });
    },

    recipientsOf: (placeId: string) => recipients(and(eq(memberships.placeId, placeId))),
    recipient: async (uid: string, placeId: string) =>
      (await recipients(and(eq(memberships.userUid, uid), eq(memberships.placeId, placeId))))[0],
    allRecipients: () => recipients(undefined),
    recipientsByEmail: (email: string) => recipients(and(sql`lower(${users.email}) = lower(${email})`)),

    /** This week's digest slot and this month's report slot, as of `now` (see notificationSchedule). */
    slotsAt: (now: Date) => notificationSchedule(db, now),

    /**
     * Records that a mail goes out, in the transaction that queues it: false when it already went, so that
     * no retry, restart or second replica sends it twice.
     */
    async claimDelivery(
      tx: Db,
      delivery: { kind: NotificationKind; uid: string; placeId: string; subject: string },
    ): Promise<boolean> {
      const rows = await tx
        .insert(notificationDeliveries)
        .values({
          kind: delivery.kind,
          userUid: delivery.uid,
          placeId: delivery.placeId,
          subject: delivery.subject,
        })
        .onConflictDoNothing()
        .returning({ kind: notificationDeliveries.kind });
      return rows.length > 0;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/**
 * When this week's digest and this month's report are due, in Rome's time: Monday and the 1st at 08:00.
 * Each comes with the period it covers, ending the day before (`asOf` is late on that day).
 */
export async function notificationSchedule(db: Db, now: Date) {
  const local = venueLocal(now);
  const result = await db.execute(sql`
    with starts as (
      select date_trunc('week', ${local}) as week, date_trunc('month', ${local}) as month
    )
    select
      ${venueInstant(sql`week + interval '8 hours'`)} as week_slot,
      to_char(week - interval '7 days', 'YYYY-MM-DD') as week_key,
      ${venueInstant(sql`week - interval '1 hour'`)} as week_as_of,
      ${venueInstant(sql`month + interval '8 hours'`)} as month_slot,
      to_char(month - interval '1 month', 'YYYY-MM') as month_key,
      ${venueInstant(sql`month - interval '1 hour'`)} as month_as_of
    from starts
  `);
  const row = rowsOf(result)[0] ?? {};
  const date = (value: unknown) => new Date(value as string | Date);
  return {
    weekly: { slot: date(row.week_slot), key: String(row.week_key), asOf: date(row.week_as_of) },
    monthly: { slot: date(row.month_slot), key: String(row.month_key), asOf: date(row.month_as_of) },
  };
}
export type NotificationSlot = Awaited<ReturnType<typeof notificationSchedule>>['weekly'];
