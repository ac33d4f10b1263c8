import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { selfServicePlanIds } from '@venues/contracts/plans';
import { venueRoles } from '@venues/contracts/team-rules';
import { activityActorKinds, activityKinds } from '@venues/contracts/activity-rules';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const languageEnum = pgEnum('language', ['it', 'en']);
export const categoryTypeEnum = pgEnum('category_type', ['location', 'cuisine', 'mood']);
export const claimStatusEnum = pgEnum('claim_status', ['pending', 'payment_pending', 'approved', 'rejected']);
export const ownershipRoleEnum = pgEnum('ownership_role', ['owner', 'employee', 'representative']);
export const planEnum = pgEnum('plan', selfServicePlanIds);
export const billingProviderEnum = pgEnum('billing_provider', ['local', 'stripe']);
export const mailStatusEnum = pgEnum('mail_status', ['pending', 'sending', 'sent', 'failed']);
export const reviewStatusEnum = pgEnum('review_status', ['uploading', 'processing', 'published', 'failed']);
export const jobStatusEnum = pgEnum('job_status', ['queued', 'running', 'done', 'failed']);
export const reportReasonEnum = pgEnum('report_reason', ['offensive', 'spam', 'not-about-venue', 'other']);
export const reportResolutionEnum = pgEnum('report_resolution', ['hidden', 'dismissed']);
export const newReviewAlertEnum = pgEnum('new_review_alert', ['all', 'low', 'off']);
export const missionAudienceEnum = pgEnum('mission_audience', ['everyone', 'first-visit', 'returning']);
export const missionFrequencyEnum = pgEnum('mission_frequency', ['once', 'daily']);
export const venueRoleEnum = pgEnum('venue_role', venueRoles);
export const accessRequestStateEnum = pgEnum('access_request_state', ['pending', 'accepted', 'declined']);
export const activityActorKindEnum = pgEnum('activity_actor_kind', activityActorKinds);
export const activityKindEnum = pgEnum('activity_kind', activityKinds);
export const notificationKindEnum = pgEnum('notification_kind', [
  'new_reviews',
  'weekly_digest',
  'monthly_report',
]);

/** A person who signs in to the dashboard. The uid is Firebase's. */
export const users = pgTable('users', {
  uid: text('uid').primaryKey(),
  email: text('email'),
  displayName: text('display_name'),
  photoUrl: text('photo_url'),
  language: languageEnum('language').notNull().default('en'),
  isAdmin: boolean('is_admin').notNull().default(false),
  ...timestamps,
});

export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phoneNumber: text('phone_number'),
    website: text('website'),
    menuUrl: text('menu_url'),
    /** The venue's average ticket: the default estimated spend of a visit. */
    averageTicketCents: integer('average_ticket_cents').notNull().default(2500),
    /**
     * The venue's readable public name in URLs (/v/{slug}): set once from the name and the city by a
     * trigger (migration 0010), and never changed, so that printed and shared links keep working.
     */
    slug: text('slug').notNull().default('').unique(),
    /** A paid plan may hide the product's credit line on the venue's wall and embed. */
    publicCreditHidden: boolean('public_credit_hidden').notNull().default(false),
    /**
     * Set when the venue's last person deleted their account: its wall, embed and share page answer as
     * unknown until staff approve a new claim on it.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** What the search matches: name and address, lower-cased, in one column with one trigram index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || address)`),
    ...timestamps,
  },
  (t) => [
    // Every query word is a substring of search_text: one GIN trigram index serves the LIKE conditions.
    index('places_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Prefix fast path and tie order: byte order, so LIKE 'q%' and ORDER BY share this index.
    index('places_search_prefix_idx').using('btree', sql`${t.searchText} collate "C"`),
  ],
);

/**
 * Every distinct word of places.search_text, kept by triggers (migration 0004): the search corrects a
 * query word that appears nowhere (a typo) to the most similar catalogue word. Never pruned: a stale word
 * only yields a correction that matches nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: categoryTypeEnum('type').notNull(),
    name: text('name').notNull(),
    imageEmoji: text('image_emoji'),
  },
  (t) => [uniqueIndex('categories_type_name_idx').on(t.type, t.name)],
);

export const placeCategories = pgTable(
  'place_categories',
  {
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.categoryId] }),
    index('place_categories_category_idx').on(t.categoryId),
  ],
);

export const claims = pgTable(
  'claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once its claimant deleted their account while the venue kept its team (decision 0041). */
    userUid: text('user_uid').references(() => users.uid, { onDelete: 'set null' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id),
    status: claimStatusEnum('status').notNull().default('pending'),
    ownershipRole: ownershipRoleEnum('ownership_role').notNull(),
    companyName: text('company_name').notNull(),
    vat: text('vat').notNull(),
    phoneNumber: text('phone_number').notNull(),
    pec: text('pec').notNull(),
    companyAddress: text('company_address').notNull(),
    sdi: text('sdi'),
    decidedBy: text('decided_by').references(() => users.uid, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    index('claims_user_idx').on(t.userUid, t.createdAt),
    index('claims_status_idx').on(t.status, t.createdAt),
    // A place has at most one approved claim: that is what 'Already verified' means.
    uniqueIndex('claims_one_approved_per_place_idx')
      .on(t.placeId)
      .where(sql`${t.status} = 'approved'`),
    // A user has at most one open claim per place.
    uniqueIndex('claims_one_open_per_user_place_idx')
      .on(t.userUid, t.placeId)
      .where(sql`${t.status} in ('pending', 'payment_pending')`),
  ],
);

/**
 * A customer of the consumer app: writes reviews and checks in at venues. A guest who reviews from a
 * table code is a reviewer too, keyed by their anonymous Firebase uid.
 */
export const reviewers = pgTable('reviewers', {
  id: uuid('id').primaryKey().defaultRandom(),
  displayName: text('display_name').notNull(),
  photoUrl: text('photo_url'),
  guestUid: text('guest_uid').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A venue's review link (label null) or a table code: what /r/{code} and its QR code open. */
export const reviewCodes = pgTable(
  'review_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    label: text('label'),
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_codes_place_idx').on(t.placeId, t.createdAt),
    // One active venue link per place, and active table labels are unique per place.
    uniqueIndex('review_codes_one_link_idx')
      .on(t.placeId)
      .where(sql`${t.label} is null and ${t.revokedAt} is null`),
    uniqueIndex('review_codes_label_idx')
      .on(t.placeId, sql`lower(${t.label})`)
      .where(sql`${t.label} is not null and ${t.revokedAt} is null`),
  ],
);

/** One opening of a capture page. */
export const codeScans = pgTable(
  'code_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => reviewCodes.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('code_scans_code_time_idx').on(t.codeId, t.scannedAt),
    index('code_scans_place_time_idx').on(t.placeId, t.scannedAt),
  ],
);

const rating = (name: string) => smallint(name);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => reviewers.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Key of the video in object storage; null when the review has no video. */
    videoKey: text('video_key'),
    ratingOverall: rating('rating_overall'),
    ratingFood: rating('rating_food'),
    ratingPrice: rating('rating_price'),
    ratingAtmosphere: rating('rating_atmosphere'),
    ratingService: rating('rating_service'),
    /** Only published, unhidden reviews count anywhere: the dashboard, the stats, the counts. */
    status: reviewStatusEnum('status').notNull().default('published'),
    failureReason: text('failure_reason'),
    posterKey: text('poster_key'),
    /** The table code a captured review came from; null for the consumer app's reviews. */
    codeId: uuid('code_id').references(() => reviewCodes.id, { onDelete: 'set null' }),
    /** The tus upload that carries the guest's original file, until processing deletes it. */
    uploadId: text('upload_id'),
    consentVersion: smallint('consent_version'),
    consentLanguage: languageEnum('consent_language'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /**
     * The guest's optional answer to public display (consent version 2 and later): only a review with
     * public consent may appear outside the dashboard. The guest may take it back alone; the time is of
     * the last answer.
     */
    publicConsent: boolean('public_consent').notNull().default(false),
    publicConsentAt: timestamp('public_consent_at', { withTimezone: true }),
    /** Pinned by the owner to show first on the wall and the embed; at most 6 per venue. */
    highlightedAt: timestamp('highlighted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => users.uid, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // What the dashboard lists: NULLS FIRST matches what ORDER BY … DESC means, so the index serves the
    // sort of every page; partial, so that unpublished and hidden reviews cost nothing to skip.
    index('reviews_place_created_idx')
      .on(t.placeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published' and ${t.hiddenAt} is null`),
    // The one-review-per-guest-per-day rule and the guest's own reviews.
    index('reviews_reviewer_place_idx').on(t.reviewerId, t.placeId, t.createdAt),
    index('reviews_code_idx').on(t.codeId, t.createdAt),
    // The wall and the embed: a venue's public reviews, newest first.
    index('reviews_place_public_idx')
      .on(t.placeId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published' and ${t.hiddenAt} is null and ${t.publicConsent}`),
    // Retention sweeps: stale uploads and failed reviews.
    index('reviews_status_updated_idx')
      .on(t.status, t.updatedAt)
      .where(sql`${t.status} in ('uploading', 'failed')`),
    check(
      'reviews_ratings_range',
      sql`coalesce(${t.ratingOverall}, 1) between 1 and 5 and coalesce(${t.ratingFood}, 1) between 1 and 5
        and coalesce(${t.ratingPrice}, 1) between 1 and 5 and coalesce(${t.ratingAtmosphere}, 1) between 1 and 5
        and coalesce(${t.ratingService}, 1) between 1 and 5`,
    ),
  ],
);

/**
 * The venue's one public reply to a review: plain text, editable and deletable by the venue's approved
 * owners. Staff may hide an abusive one, with the reason. It goes when its review goes.
 */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: uuid('review_id')
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    authorUid: text('author_uid').references(() => users.uid, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => users.uid, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    ...timestamps,
  },
  (t) => [index('review_replies_place_idx').on(t.placeId, t.createdAt)],
);

/** An offer that brings guests in; guests take part from its public page (/m/{code}) and get a pass. */
export const missions = pgTable(
  'missions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** The public page's code: /m/{code} and the poster's QR code. */
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** What the guest gets, in the owner's words. */
    reward: text('reward').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** ISO weekdays (1 Monday … 7 Sunday) and the hours, 'HH:MM' in Europe/Rome, when passes are redeemed. */
    redeemDays: smallint('redeem_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5,6,7}'`),
    redeemFrom: text('redeem_from'),
    redeemUntil: text('redeem_until'),
    /** At most this many redemptions in all; null for no cap. */
    cap: integer('cap'),
    audience: missionAudienceEnum('audience').notNull().default('everyone'),
    frequency: missionFrequencyEnum('frequency').notNull().default('once'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    pausedBy: text('paused_by').references(() => users.uid, { onDelete: 'set null' }),
    /** Set when staff paused it: the owner cannot resume it. */
    pauseReason: text('pause_reason'),
    pausedByStaff: boolean('paused_by_staff').notNull().default(false),
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('missions_place_deadline_idx').on(t.placeId, t.deadline.desc().nullsFirst())],
);

/** A customer's check-in at a venue recorded by the app, optionally through a mission. */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => reviewers.id),
    missionId: uuid('mission_id').references(() => missions.id, { onDelete: 'set null' }),
    /** The captured review that recorded this visit; withdrawing the review removes it. */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    estimatedSpendCents: integer('estimated_spend_cents').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Migration 0003 adds INCLUDE (reviewer_id, estimated_spend_cents), which Drizzle cannot declare.
    index('visits_place_time_idx').on(t.placeId, t.visitedAt),
    index('visits_place_reviewer_time_idx').on(t.placeId, t.reviewerId, t.visitedAt),
  ],
);

/*
 * The daily rollup: per venue and per day of the venues' clock, the sums that the report reads instead of
 * aggregating a year of rows on each request. Triggers on reviews, visits and code_scans keep it, in the
 * transaction of every write, whatever the path (migration 0016); `venue_days_rebuild()` recomputes any
 * range from the rows themselves. Only visible reviews count, as everywhere.
 */
const count = (name: string) => integer(name).notNull().default(0);

export const venueDays = pgTable(
  'venue_days',
  {
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    reviews: count('reviews'),
    /** Reviews with an overall rating, and the ratings' sum: the average is one over the other. */
    rated: count('rated'),
    ratingSum: count('rating_sum'),
    stars1: count('stars_1'),
    stars2: count('stars_2'),
    stars3: count('stars_3'),
    stars4: count('stars_4'),
    stars5: count('stars_5'),
    foodRated: count('food_rated'),
    foodSum: count('food_sum'),
    priceRated: count('price_rated'),
    priceSum: count('price_sum'),
    atmosphereRated: count('atmosphere_rated'),
    atmosphereSum: count('atmosphere_sum'),
    serviceRated: count('service_rated'),
    serviceSum: count('service_sum'),
    /** Reviews left through one of the venue's table codes. */
    captured: count('captured'),
    visits: count('visits'),
    spendCents: bigint('spend_cents', { mode: 'number' }).notNull().default(0),
    /** Customers whose first visit to the venue fell on this day. */
    firstVisits: count('first_visits'),
    scans: count('scans'),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.day] })],
);

/** The visits and their value per venue, day and mission: the report's missions table. */
export const venueMissionDays = pgTable(
  'venue_mission_days',
  {
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    visits: count('visits'),
    spendCents: bigint('spend_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.day, t.missionId] })],
);

/**
 * A guest's pass for a mission: a short code and its QR code, valid until it is redeemed or the mission
 * ends. A redemption fills the redeemed_* columns and records the visit; undoing it clears them.
 */
export const missionPasses = pgTable(
  'mission_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => reviewers.id),
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** The team member who redeemed it, or the counter link it was redeemed through. */
    redeemedBy: text('redeemed_by').references(() => users.uid, { onDelete: 'set null' }),
    redeemedByLink: uuid('redeemed_by_link').references(() => counterLinks.id, { onDelete: 'set null' }),
    billCents: integer('bill_cents'),
    visitId: uuid('visit_id').references(() => visits.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One pass waiting at a time per guest and mission: taking part again shows the same pass.
    uniqueIndex('mission_passes_open_idx')
      .on(t.missionId, t.reviewerId)
      .where(sql`${t.redeemedAt} is null`),
    index('mission_passes_mission_redeemed_idx').on(t.missionId, t.redeemedAt),
    index('mission_passes_reviewer_idx').on(t.reviewerId, t.missionId),
  ],
);

/**
 * A counter link: a secret URL for a waiter's phone that opens the redeem screen of one venue and nothing
 * else. Only the secret's SHA-256 is stored; revoking it ends it at once.
 */
export const counterLinks = pgTable(
  'counter_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('counter_links_place_idx').on(t.placeId, t.createdAt)],
);

/** One billing customer per user. The id is the provider's (cus_…). */
/**
 * A person's customer at the billing provider. When the person deletes their account while a venue that
 * keeps its team runs on a subscription paid to the period's end, the customer stays for that subscription
 * alone, with no person: no uid, email or name. The provider's event that ends that subscription deletes it.
 */
export const billingCustomers = pgTable('billing_customers', {
  id: text('id').primaryKey(),
  userUid: text('user_uid')
    .unique()
    .references(() => users.uid, { onDelete: 'cascade' }),
  email: text('email'),
  name: text('name'),
  provider: billingProviderEnum('provider').notNull(),
  ...timestamps,
});

/** One subscription per customer and restaurant. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => billingCustomers.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id),
    status: text('status').notNull().default('active'),
    /** The provider's event time of the last sync, so an older webhook never overwrites a newer state. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('subscriptions_customer_place_idx').on(t.customerId, t.placeId)],
);

export const subscriptionItems = pgTable(
  'subscription_items',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    priceId: text('price_id').notNull(),
    plan: planEnum('plan'),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [index('subscription_items_subscription_idx').on(t.subscriptionId)],
);

/** Checkout-like sessions of the local billing provider: shown once, confirmed once, 30 minutes. */
export const billingSessions = pgTable('billing_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id')
    .notNull()
    .references(() => billingCustomers.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull(),
  returnUrl: text('return_url').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already applied, for idempotency. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Files sent with the mail, base64 (the monthly PDF report). */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: mailStatusEnum('status').notNull().default('pending'),
    /** When a worker took the mail to hand it to the mail server; set while the status is 'sending'. */
    sendingSince: timestamp('sending_since', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** An owner's report of a guest review to staff. Staff hide the review or dismiss the report. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** Null once the person who reported it deleted their account; the report stays for staff. */
    reportedBy: text('reported_by').references(() => users.uid, { onDelete: 'set null' }),
    reason: reportReasonEnum('reason').notNull(),
    note: text('note').notNull().default(''),
    resolution: reportResolutionEnum('resolution'),
    resolvedBy: text('resolved_by').references(() => users.uid, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('review_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    uniqueIndex('review_reports_one_open_idx')
      .on(t.reviewId, t.reportedBy)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * The durable job queue: uploads to process, mail to deliver, sweeps to run. Workers claim due jobs with
 * FOR UPDATE SKIP LOCKED, so each runs once across replicas; a job whose lease ran out is taken again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: jobStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when the worker that holds the job may run it before another takes it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** A job with a key is enqueued at most once (scheduled sweeps, one processing job per review). */
    singletonKey: text('singleton_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx')
      .on(t.lockedUntil)
      .where(sql`${t.status} = 'running'`),
  ],
);

/** A user's mail settings for one venue. No row means the defaults. */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    newReviews: newReviewAlertEnum('new_reviews').notNull().default('all'),
    lowRatingMax: smallint('low_rating_max').notNull().default(3),
    weeklyDigest: boolean('weekly_digest').notNull().default(true),
    monthlyReport: boolean('monthly_report').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userUid, t.placeId] }),
    check('notification_settings_low_rating_range', sql`${t.lowRatingMax} between 1 and 5`),
  ],
);

/**
 * One row per notification mail sent: a review's alert, a week's digest, a month's report. Its key makes
 * each of them go out once per user and venue, whatever the replicas, retries and restarts.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    kind: notificationKindEnum('kind').notNull(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** The review id, the week's Monday (YYYY-MM-DD) or the month (YYYY-MM). */
    subject: text('subject').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.userUid, t.placeId, t.subject] })],
);

/** An owner's HTTPS receiver of the venue's review events; its secret signs every delivery. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The event types it receives: review.published, review.withdrawn, review.replied. */
    events: text('events').array().notNull(),
    /** The signing secret: shown to the owner once, when made or rotated. */
    secret: text('secret').notNull(),
    description: text('description'),
    createdBy: text('created_by').references(() => users.uid, { onDelete: 'set null' }),
    /** When deliveries started failing without a success since; null while it works. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** Set by the owner, or after 3 days of failures; a disabled endpoint receives nothing. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    ...timestamps,
  },
  (t) => [index('webhook_endpoints_place_idx').on(t.placeId, t.createdAt)],
);

/** One event to one endpoint: its payload as signed, and how its attempts went. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id, the same for every endpoint and every retry: receivers deduplicate on it. */
    eventId: uuid('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending until an attempt gets a 2xx (succeeded) or the retries run out (failed). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseMs: integer('response_ms'),
    error: text('error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);

/**
 * A person's role on a venue: what lets them use it. The approved claimant is the first owner; others join
 * by invitation or access request. Every place-scoped request reads the caller's row here, so a removal or
 * a lower role takes effect on their next request.
 */
export const memberships = pgTable(
  'memberships',
  {
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    role: venueRoleEnum('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the person last used the venue, to within a few minutes (the access check keeps it). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.userUid] }),
    index('memberships_user_idx').on(t.userUid),
    index('memberships_place_role_idx').on(t.placeId, t.role),
  ],
);

/**
 * An owner's invitation to join a venue with a role, sent by mail: valid for 7 days and used once, by a
 * verified account with that address. Only the link's SHA-256 is stored.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: venueRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.uid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by').references(() => users.uid, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('invitations_place_open_idx')
      .on(t.placeId, t.email)
      .where(sql`${t.usedAt} is null and ${t.revokedAt} is null`),
  ],
);

/**
 * A person's request to join a venue that is already verified, with an optional message. The owners
 * accept it with a role or decline it; the asker never learns who they are.
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    askerUid: text('asker_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    state: accessRequestStateEnum('state').notNull().default('pending'),
    /** The role given on acceptance. */
    role: venueRoleEnum('role'),
    decidedBy: text('decided_by').references(() => users.uid, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One request waiting per person and venue.
    uniqueIndex('access_requests_one_pending_idx')
      .on(t.placeId, t.askerUid)
      .where(sql`${t.state} = 'pending'`),
    index('access_requests_asker_idx').on(t.askerUid, t.createdAt),
    index('access_requests_place_idx').on(t.placeId, t.createdAt),
  ],
);

/**
 * Every change made on a venue, written in the transaction of the change: who (a person, a counter link, a
 * guest or the provider's staff), when, what and on what. Append-only (migration 0012 refuses updates);
 * entries are purged after 13 months. Its details never hold a guest's full name, uid or media URL.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    actorKind: activityActorKindEnum('actor_kind').notNull(),
    /** A person's or staff member's uid, or a counter link's id; null for a guest. */
    actorId: text('actor_id'),
    kind: activityKindEnum('kind').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The log's pages, newest first, by keyset.
    index('activity_log_place_time_idx').on(
      t.placeId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('activity_log_place_actor_idx').on(t.placeId, t.actorId, t.createdAt),
    // The retention purge.
    index('activity_log_created_idx').on(t.createdAt),
  ],
);

/**
 * The moment a user's sessions ended (a password change, an account deletion, a staff block): an ID token
 * signed in before it is refused on every replica. No reference to users: a deleted account keeps its mark.
 */
export const sessionRevocations = pgTable('session_revocations', {
  uid: text('uid').primaryKey(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull(),
});

/**
 * What staff did to a person: a guest's data exported or erased on their behalf (a guest who lost the
 * private link writes in), or a venue person's account disabled or enabled. Who, what, on whom and why. A
 * guest's subject is a review id or a pass code as the guest gave it, never their anonymous uid; an
 * account's is `account:` and its uid.
 */
export const privacyActions = pgTable('privacy_actions', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffUid: text('staff_uid').notNull(),
  action: text('action').notNull(),
  subject: text('subject').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's download of their own data: prepared by a job, then offered at a signed link until
 * `expires_at`; the retention job deletes the row, with its content, after the data exports' period.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** preparing, ready or failed. */
    status: text('status').notNull().default('preparing'),
    /** The JSON file, as the person downloads it. */
    content: text('content'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userUid, t.createdAt),
    index('data_exports_created_idx').on(t.createdAt),
    // One file in preparation per person: asking again while it is prepared answers that one.
    uniqueIndex('data_exports_one_preparing_idx')
      .on(t.userUid)
      .where(sql`${t.status} = 'preparing'`),
  ],
);
