import { z } from 'zod';

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
