import { z } from 'zod';
import { validationMessage } from './validation-messages';

/**
 * The business profile of a claim, shared by the form and the API. Messages are translation keys
 * (validation.<key>, with a bound after a colon) so both languages read the same rule.
 */
export const VAT_PATTERN = /^(IT)?\d{11}$|^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/i;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{5,19}$/;
export const SDI_PATTERN = /^[A-Z0-9]{6,7}$/i;

const required = (max: number, min = 1) =>
  z
    .string()
    .trim()
    // abort: an empty field is only 'required', not also too short or malformed.
    .min(1, { message: validationMessage('required'), abort: true })
    .min(min, validationMessage('minLength', min))
    .max(max, validationMessage('maxLength', max));

export const ownershipRoleSchema = z.enum(['owner', 'employee', 'representative']);
export type OwnershipRole = z.infer<typeof ownershipRoleSchema>;

export const businessProfileSchema = z.object({
  companyName: required(200, 2),
  vat: required(16).regex(VAT_PATTERN, validationMessage('badVat')),
  phone_number: required(20).regex(PHONE_PATTERN, validationMessage('badPhone')),
  pec: required(254).email(validationMessage('badEmail')),
  address: required(300, 5),
  sdi: z
    .string()
    .trim()
    .max(7, validationMessage('maxLength', 7))
    .regex(SDI_PATTERN, validationMessage('badSdi'))
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const MAX_PLACES_PER_REQUEST = 10;

export const claimSubmissionSchema = businessProfileSchema.extend({
  place_ids: z
    .array(z.uuid('badId'))
    .min(1, validationMessage('required'))
    .max(MAX_PLACES_PER_REQUEST, `maxItems:${MAX_PLACES_PER_REQUEST}`)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicateIds'),
  role: ownershipRoleSchema,
  /** The statement that the claimant is the owner, an employee or an official representative. */
  ownership_confirmed: z.literal(true, validationMessage('required')),
});
export type ClaimSubmission = z.infer<typeof claimSubmissionSchema>;
