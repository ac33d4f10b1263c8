import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AccountExport } from '@venues/contracts/account-data';
import type { Db } from '../../../db/client';
import { isPersonCustomer } from '../billing/billing-repository';
import {
  activityLog,
  billingCustomers,
  claims,
  memberships,
  notificationSettings,
  places,
  reviewReplies,
  subscriptionItems,
  subscriptions,
  users,
} from '../../../db/schema';

const iso = (date: Date) => date.toISOString();
const venue = (place: { id: string; name: string }) => ({ id: place.id, name: place.name });

/** The keys of an activity entry's details that name a person: whom someone invited, removed, let in. */
const PERSON_KEYS = new Set(['email', 'person_name']);

/**
 * An entry the person made, as their export carries it: when it is about someone else (an invitee, a
 * co-worker whose role they changed), that person's address, name and id stay out. They are the other
 * person's data, not this one's; the entry still says what was done, when and where.
 */
function ownPartOf(uid: string, entry: typeof activityLog.$inferSelect) {
  const aboutThem = entry.subjectType === 'person' && entry.subjectId === uid;
  const aboutSomeoneElse =
    entry.subjectType === 'invitation' || (entry.subjectType === 'person' && !aboutThem);
  if (!aboutSomeoneElse)
    return { subject: { type: entry.subjectType, id: entry.subjectId }, details: entry.details };
  return {
    subject: { type: entry.subjectType, id: entry.subjectType === 'person' ? null : entry.subjectId },
    details: Object.fromEntries(Object.entries(entry.details).filter(([key]) => !PERSON_KEYS.has(key))),
  };
}

/**
 * Everything the product holds about one person's account, as the JSON file they download: the account,
 * their claims with the business details and staff's decisions, their roles, their mail settings, their
 * billing customer and subscriptions (no card data is ever stored here), the activity entries they made (without
 * the other people they name) and the replies they wrote. Undefined when the account is unknown.
 */
export async function readAccountExport(db: Db, uid: string, now: Date): Promise<AccountExport | undefined> {
  const [user] = await db.select().from(users).where(eq(users.uid, uid));
  if (!user) return undefined;

  const claimRows = await db
    .select({ claim: claims, place: places })
    .from(claims)
    .innerJoin(places, eq(places.id, claims.placeId))
    .where(eq(claims.userUid, uid))
    .orderBy(asc(claims.createdAt), asc(claims.id));

  const membershipRows = await db
    .select({ membership: memberships, place: places })
    .from(memberships)
    .innerJoin(places, eq(places.id, memberships.placeId))
    .where(eq(memberships.userUid, uid))
    .orderBy(asc(memberships.joinedAt), asc(places.id));

  const settingRows = await db
    .select({ setting: notificationSettings, place: places })
    .from(notificationSettings)
    .innerJoin(places, eq(places.id, notificationSettings.placeId))
    .where(eq(notificationSettings.userUid, uid))
    .orderBy(asc(places.name), asc(places.id));

  const [customerRow] = await db.select().from(billingCustomers).where(eq(billingCustomers.userUid, uid));
  const customer = customerRow && isPersonCustomer(customerRow) ? customerRow : undefined;
  const subscriptionRows = customer
    ? await db
        .select({ subscription: subscriptions, place: places })
        .from(subscriptions)
        .innerJoin(places, eq(places.id, subscriptions.placeId))
        .where(eq(subscriptions.customerId, customer.id))
        .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id))
    : [];
  const items =
    subscriptionRows.length === 0
      ? []
      : await db
          .select()
          .from(subscriptionItems)
          .where(
            inArray(
              subscriptionItems.subscriptionId,
              subscriptionRows.map((row) => row.subscription.id),
            ),
          );

  const activityRows = await db
    .select({ entry: activityLog, place: places })
    .from(activityLog)
    .innerJoin(places, eq(places.id, activityLog.placeId))
    .where(and(eq(activityLog.actorKind, 'person'), eq(activityLog.actorId, uid)))
    .orderBy(asc(activityLog.createdAt), asc(activityLog.id));

  const replyRows = await db
    .select({ reply: reviewReplies, place: places })
    .from(reviewReplies)
    .innerJoin(places, eq(places.id, reviewReplies.placeId))
    .where(eq(reviewReplies.authorUid, uid))
    .orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.reviewId));

  return {
    format: 'venues-account-export/1',
    generated_at: iso(now),
    account: {
      uid: user.uid,
      email: user.email,
      name: user.displayName,
      language: user.language,
      created_at: iso(user.createdAt),
    },
    claims: claimRows.map(({ claim, place }) => ({
      id: claim.id,
      venue: { ...venue(place), address: place.address },
      status: claim.status,
      ownership_role: claim.ownershipRole,
      business: {
        company_name: claim.companyName,
        vat: claim.vat,
        phone_number: claim.phoneNumber,
        pec: claim.pec,
        address: claim.companyAddress,
        sdi: claim.sdi,
      },
      submitted_at: iso(claim.createdAt),
      decided_at: claim.decidedAt ? iso(claim.decidedAt) : null,
      rejection_reason: claim.rejectionReason,
    })),
    memberships: membershipRows.map(({ membership, place }) => ({
      venue: venue(place),
      role: membership.role,
      joined_at: iso(membership.joinedAt),
    })),
    notification_settings: settingRows.map(({ setting, place }) => ({
      venue: venue(place),
      new_reviews: setting.newReviews,
      low_rating_max: setting.lowRatingMax,
      weekly_digest: setting.weeklyDigest,
      monthly_report: setting.monthlyReport,
      updated_at: iso(setting.updatedAt),
    })),
    billing: customer
      ? {
          customer_id: customer.id,
          provider: customer.provider,
          email: customer.email,
          name: customer.name,
          created_at: iso(customer.createdAt),
          subscriptions: subscriptionRows.map(({ subscription, place }) => ({
            id: subscription.id,
            venue: venue(place),
            status: subscription.status,
            plans: items.filter((item) => item.subscriptionId === subscription.id).map((item) => item.plan),
            created_at: iso(subscription.createdAt),
            updated_at: iso(subscription.updatedAt),
          })),
        }
      : null,
    activity: activityRows.map(({ entry, place }) => ({
      venue: venue(place),
      at: iso(entry.createdAt),
      action: entry.action,
      ...ownPartOf(uid, entry),
    })),
    replies: replyRows.map(({ reply, place }) => ({
      review_id: reply.reviewId,
      venue: venue(place),
      body: reply.body,
      written_at: iso(reply.createdAt),
      updated_at: iso(reply.updatedAt),
    })),
  };
}
