import { z } from 'zod';
import { validationMessage } from './validation-messages';

/*
 * "What we hold about you": everything tied to one guest identity, which the guest's private link opens,
 * and the erasure of it. The link is a review's signed withdrawal link (withdrawQuerySchema); it opens the
 * data of that review's guest and of no one else.
 */

const consentRecordSchema = z.object({
  /** The version of the consent texts the guest answered, their language and when. */
  version: z.number().int().nullable(),
  language: z.enum(['it', 'en']).nullable(),
  consented_at: z.string().nullable(),
  /** The answer to public display and when it was last given; null before version 2 asked. */
  public_display: z.boolean(),
  public_display_at: z.string().nullable(),
});

export const guestDataResponseSchema = z.object({
  data: z.object({
    name: z.string(),
    reviews: z.array(
      z.object({
        id: z.uuid(),
        venue_name: z.string(),
        title: z.string(),
        status: z.string(),
        created_at: z.string(),
        consent: consentRecordSchema,
      }),
    ),
    passes: z.array(
      z.object({
        code: z.string(),
        venue_name: z.string(),
        mission_title: z.string(),
        created_at: z.string(),
        redeemed_at: z.string().nullable(),
      }),
    ),
    visits: z.array(z.object({ venue_name: z.string(), visited_at: z.string() })),
  }),
});
export type GuestData = z.infer<typeof guestDataResponseSchema>['data'];

/** What erasing everything did: reviews and passes deleted, visits kept for the venues, unlinked. */
export const guestErasureResponseSchema = z.object({
  data: z.object({
    reviews_deleted: z.number().int(),
    passes_deleted: z.number().int(),
    visits_unlinked: z.number().int(),
  }),
});

/** The reason staff give when they act on a guest's data on the guest's behalf: it is recorded. */
export const STAFF_GUEST_REASON_MIN = 3;
export const STAFF_GUEST_REASON_MAX = 1000;

/**
 * Staff find a guest who lost the private link by what the guest can tell: one of their review ids or pass
 * codes. Exactly one of the two.
 */
export const staffGuestRequestBodySchema = z
  .object({
    review_id: z.uuid(validationMessage('required')).optional(),
    pass_code: z.string().trim().toUpperCase().min(1, validationMessage('required')).max(20).optional(),
    reason: z
      .string({ error: validationMessage('required') })
      .trim()
      .min(STAFF_GUEST_REASON_MIN, validationMessage('minLength', STAFF_GUEST_REASON_MIN))
      .max(STAFF_GUEST_REASON_MAX, validationMessage('maxLength', STAFF_GUEST_REASON_MAX)),
  })
  .refine((body) => (body.review_id === undefined) !== (body.pass_code === undefined), {
    path: ['review_id'],
    message: validationMessage('required'),
  });
