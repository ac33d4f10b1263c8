import { z } from 'zod';
import { selfServicePlanIds } from './plans';
import { languageSchema } from './users';

/** The most demo reviews one made owner's venue gets: enough for lists, filters and a wall. */
export const MAX_DEV_OWNER_REVIEWS = 30;

/**
 * POST /api/dev/owners (local mode only): a new owner with an approved venue of their own, made by the demo
 * seed's functions, for tests that change an owner's password, plan or reviews.
 */
export const devOwnerBodySchema = z.object({
  /** The venue's plan, as a subscription of the local billing provider; by default the first paid one. */
  plan: z.enum(selfServicePlanIds).default(selfServicePlanIds[1]),
  /** Demo reviews over the last weeks, as the demo seed writes them (consent, public ones, replies). */
  reviews: z.number().int().min(0).max(MAX_DEV_OWNER_REVIEWS).default(0),
  /** The owner's language, in which their mail is written. */
  language: languageSchema.default('it'),
});
export type DevOwnerBody = z.input<typeof devOwnerBodySchema>;

export const devOwnerSchema = z.object({
  uid: z.string(),
  email: z.string(),
  password: z.string(),
  display_name: z.string(),
  language: languageSchema,
  venue: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }),
  /** The business details of the approved claim, as the billing page shows them. */
  business: z.object({
    company_name: z.string(),
    vat: z.string(),
    phone_number: z.string(),
    pec: z.string(),
    company_address: z.string(),
    sdi: z.string().nullable(),
  }),
  /** The local billing customer, or null when a real billing provider is configured (plan free then). */
  customer_id: z.string().nullable(),
  plan: z.enum(selfServicePlanIds),
});
export type DevOwner = z.infer<typeof devOwnerSchema>;

export const devOwnerResponseSchema = z.object({ data: devOwnerSchema });
