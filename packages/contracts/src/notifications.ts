import { z } from 'zod';
import { validationMessage } from './validation-messages';

/** New-review emails: every review, only those rated `low_rating_max` stars or fewer, or none. */
export const newReviewAlertSchema = z.enum(['all', 'low', 'off']);
export type NewReviewAlert = z.infer<typeof newReviewAlertSchema>;
export const DEFAULT_LOW_RATING_MAX = 3;

/** What the one-click unsubscribe link of a mail turns off. */
export const notificationKindSchema = z.enum(['new_reviews', 'weekly_digest', 'monthly_report']);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationPreferencesSchema = z.object({
  new_reviews: newReviewAlertSchema,
  low_rating_max: z.number().int().min(1, 'min:1').max(5, 'max:5'),
  weekly_digest: z.boolean(),
  /** Stored for every plan, sent on pro only. */
  monthly_report: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  new_reviews: 'all',
  low_rating_max: DEFAULT_LOW_RATING_MAX,
  weekly_digest: true,
  monthly_report: true,
};

/** One venue's settings of the signed-in user. */
export const venueNotificationsSchema = notificationPreferencesSchema.extend({
  place_id: z.uuid(),
  place_name: z.string(),
  /** False below the pro plan: the monthly PDF report is not sent. */
  monthly_report_available: z.boolean(),
});
export type VenueNotifications = z.infer<typeof venueNotificationsSchema>;

/** GET /api/notifications: the venues the user manages (approved claims), by name. */
export const notificationsResponseSchema = z.object({
  data: z.object({
    /** Where the mails go; null when the account has no email. */
    email: z.string().nullable(),
    venues: z.array(venueNotificationsSchema),
  }),
});

/** PUT /api/notifications/{placeId}. */
export const notificationPreferencesBodySchema = notificationPreferencesSchema;
export const venueNotificationsResponseSchema = z.object({ data: venueNotificationsSchema });

/** POST /api/notifications/unsubscribe?token=: no sign-in, the token is the authorization (RFC 8058). */
export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1, validationMessage('required')).max(1000, validationMessage('maxLength', 1000)),
});
export const unsubscribeResponseSchema = z.object({
  data: z.object({ kind: notificationKindSchema, place_name: z.string() }),
});
export const notificationErrorCodes = ['notifications/bad-token'] as const;
