import { z } from 'zod';
import {
  ACTIVITY_PAGE_DEFAULT,
  ACTIVITY_PAGE_MAX,
  activityActions,
  activityActorKinds,
  activityKinds,
} from './activity-rules';
import { reviewDaySchema } from './review-filters';
import { validationMessage } from './validation-messages';

/*
 * GET /api/places/{id}/activity and its CSV: a venue's activity log, newest first, filtered by person,
 * kind of actor, kind of change and period, paged by cursor.
 */

export const activityKindSchema = z.enum(activityKinds);
export const activityActionSchema = z.enum(activityActions);
export const activityActorKindSchema = z.enum(activityActorKinds);

/** A detail of an entry: what the change was about, never a guest's name, uid or media URL. */
export const activityDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type ActivityDetails = z.infer<typeof activityDetailsSchema>;

export const activityEntrySchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  kind: activityKindSchema,
  action: activityActionSchema,
  actor: z.object({
    kind: activityActorKindSchema,
    /** A person's uid or a counter link's id; null for a guest and for the provider's staff. */
    id: z.string().nullable(),
    /** A person's name or a counter link's label, when known. */
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  subject: z.object({ type: z.string().nullable(), id: z.string().nullable() }),
  details: activityDetailsSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** The filters, shared by the page and its CSV export. `from` and `to` are Rome days, both included. */
export const activityFilterSchema = z.object({
  /** A person's uid: their changes only. */
  person: z.string().min(1).max(128).optional(),
  actor_kind: activityActorKindSchema.optional(),
  kind: activityKindSchema.optional(),
  from: reviewDaySchema.optional(),
  to: reviewDaySchema.optional(),
});

export const activityQuerySchema = activityFilterSchema.extend({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, validationMessage('min', 1))
    .max(ACTIVITY_PAGE_MAX, validationMessage('max', ACTIVITY_PAGE_MAX))
    .default(ACTIVITY_PAGE_DEFAULT),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityExportQuerySchema = activityFilterSchema.extend({
  lang: z.enum(['it', 'en']).optional(),
});

export const activityPageResponseSchema = z.object({
  data: z.array(activityEntrySchema),
  /** Opens the next page (older entries); null on the last. */
  next_cursor: z.string().nullable(),
});
