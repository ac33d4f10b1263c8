import { z } from 'zod';
import { validationMessage } from './validation-messages';
import { ownershipRoleSchema } from './business-profile';
import { placeSchema } from './places';
import type { Camelized } from './wire';

export const claimStatusSchema = z.enum(['pending', 'payment_pending', 'approved', 'rejected']);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** A claim as the server sends it (snake_case). */
export const claimWireSchema = z.object({
  id: z.string().uuid(),
  status: claimStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  company_name: z.string(),
  vat: z.string(),
  pec: z.string(),
  company_address: z.string(),
  sdi: z.string().nullable(),
  phone_number: z.string(),
  restaurant: placeSchema,
});
export type ClaimWire = z.infer<typeof claimWireSchema>;

export const claimsResponseSchema = z.object({ data: z.array(claimWireSchema) });

/** The client's shape of a claim: the wire's, camelCase (`restaurant.id` is the venue's id). */
export type Claim = Camelized<ClaimWire>;

export type ClaimDestination = 'claim-restaurant' | 'pending-claim' | 'summary';

/** Where a signed-in user belongs, given their claims. */
export function destinationForClaims(claims: readonly Pick<Claim, 'status'>[]): ClaimDestination {
  if (claims.some((c) => c.status === 'approved')) return 'summary';
  if (claims.length === 0 || claims.every((c) => c.status === 'rejected')) return 'claim-restaurant';
  return 'pending-claim';
}

/**
 * Where a signed-in user belongs, given the venues they may use (GET /api/users/places) and their claims:
 * a venue the user may use opens the dashboard, whatever their claims say (an approved claim whose
 * claimant has since left the team opens nothing); otherwise an open claim waits on the pending page.
 */
export function destinationFor(
  venues: readonly unknown[],
  claims: readonly Pick<Claim, 'status'>[],
): ClaimDestination {
  if (venues.length > 0) return 'summary';
  return claims.some((c) => c.status === 'pending' || c.status === 'payment_pending')
    ? 'pending-claim'
    : 'claim-restaurant';
}

export const claimsMutationResponseSchema = z.object({ data: z.array(claimWireSchema) });

/** A claim as staff see it in the back office. */
export const adminClaimSchema = claimWireSchema.extend({
  ownership_role: ownershipRoleSchema,
  claimant: z.object({ uid: z.string(), email: z.string().nullable(), display_name: z.string().nullable() }),
  decided_by: z.object({ uid: z.string(), email: z.string().nullable() }).nullable(),
});
export type AdminClaim = z.infer<typeof adminClaimSchema>;

export const adminClaimsQuerySchema = z.object({
  status: z.enum(['pending', 'payment_pending', 'approved', 'rejected', 'decided', 'all']).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const adminClaimsResponseSchema = z.object({
  data: z.array(adminClaimSchema),
  total: z.number().int(),
});
export const adminClaimResponseSchema = z.object({ data: adminClaimSchema });

export const REJECTION_REASON_MAX = 1000;
export const rejectClaimBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, validationMessage('minLength', 3))
    .max(REJECTION_REASON_MAX, validationMessage('maxLength', REJECTION_REASON_MAX)),
});

/** Codes of the claim refusals, each with a text in both languages on the web. */
export const claimErrorCodes = [
  'claims/already-verified',
  'claims/duplicate',
  'claims/already-decided',
  'claims/email-not-verified',
  'places/not-found',
] as const;
