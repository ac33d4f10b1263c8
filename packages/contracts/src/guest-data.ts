import { z } from 'zod';
import { withdrawQuerySchema } from './capture';
import { validationMessage } from './validation-messages';

/*
 * "What we hold about you": everything tied to one guest identity, which the guest's private link opens,
 * and the erasure of it. The link is a review's signed withdrawal link, or the link that the guest's pass
 * offers, signed for the guest identity itself; either opens the data of that guest and of no one else.
 */

/**
 * The private page's query: review=… (a review's link) or guest=… (a pass's link), exactly one, each with
 * its expiry and its signature.
 */
export const privateLinkQuerySchema = z
  .object({
    review: z.uuid().optional(),
    guest: z.uuid().optional(),
    expires: withdrawQuerySchema.shape.expires,
    signature: withdrawQuerySchema.shape.signature,
  })
  .refine((query) => (query.review === undefined) !== (query.guest === undefined), {
    path: ['review'],
    message: validationMessage('required'),
    // Said with the other fields' errors too, so that an empty query names every field it lacks.
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type PrivateLinkQuery = z.infer<typeof privateLinkQuerySchema>;

const consentRecordSchema = z.object({
  /** The version of the consent texts the guest answered, their language and when. */
  version: z.number().int().nullable(),
  language: z.enum(['it', 'en']).nullable(),
  consented_at: z.string().nullable(),
  /** The answer to public display and when it was last given; null before version 2 asked. */
  public_display: z.boolean(),
  public_display_at: z.string().nullable(),
});

const heldReviewSchema = z.object({
  id: z.uuid(),
  venue_name: z.string(),
  title: z.string(),
  status: z.string(),
  created_at: z.string(),
  consent: consentRecordSchema,
});

const guestDataSchema = z.object({
  name: z.string(),
  reviews: z.array(heldReviewSchema),
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
});

/** What staff export for a guest who writes in. */
export const guestDataResponseSchema = z.object({ data: guestDataSchema });
export type GuestData = z.infer<typeof guestDataSchema>;

/**
 * What the guest's own private page reads: the same, and each review's own private link, where the guest
 * withdraws it or stops showing it publicly. Staff never receive these links.
 */
export const ownGuestDataResponseSchema = z.object({
  data: guestDataSchema.extend({
    reviews: z.array(heldReviewSchema.extend({ private_url: z.string() })),
  }),
});
export type OwnGuestData = z.infer<typeof ownGuestDataResponseSchema>['data'];

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
