import { z } from 'zod';
import { EMAIL_MAX, venueRoleSchema } from './team';
import { validationMessage } from './validation-messages';

/*
 * Staff disable a venue person's account (a stolen password, a former employee who still signs in, abuse)
 * and enable it again. Disabling refuses every new sign-in and ends every session on every replica; each
 * action is recorded with who did it and why.
 */

export const STAFF_ACCOUNT_REASON_MIN = 3;
export const STAFF_ACCOUNT_REASON_MAX = 1000;

/** GET /api/admin/accounts?email=…: an account found by its sign-in email. */
export const staffAccountQuerySchema = z.object({
  email: z
    .string({ error: validationMessage('required') })
    .trim()
    .min(1, { message: validationMessage('required'), abort: true })
    .max(EMAIL_MAX, validationMessage('maxLength', EMAIL_MAX))
    .pipe(z.email(validationMessage('badEmail'))),
});

export const staffAccountParamsSchema = z.object({
  uid: z
    .string()
    .min(1, validationMessage('required'))
    .max(128, validationMessage('maxLength', 128))
    .regex(/^[A-Za-z0-9_-]+$/, validationMessage('required')),
});

/** POST /api/admin/accounts/{uid}/disable and …/enable. */
export const staffAccountActionBodySchema = z.object({
  reason: z
    .string({ error: validationMessage('required') })
    .trim()
    .min(STAFF_ACCOUNT_REASON_MIN, validationMessage('minLength', STAFF_ACCOUNT_REASON_MIN))
    .max(STAFF_ACCOUNT_REASON_MAX, validationMessage('maxLength', STAFF_ACCOUNT_REASON_MAX)),
});

export const staffAccountSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  display_name: z.string().nullable(),
  disabled: z.boolean(),
  is_staff: z.boolean(),
  created_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  venues: z.array(z.object({ id: z.uuid(), name: z.string(), role: venueRoleSchema })),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountResponseSchema = z.object({ data: staffAccountSchema });

export const staffAccountErrorCodes = ['accounts/not-found', 'accounts/self'] as const;
export type StaffAccountErrorCode = (typeof staffAccountErrorCodes)[number];
