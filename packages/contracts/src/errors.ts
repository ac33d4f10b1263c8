import { z } from 'zod';

/** Every refusal the API sends has this shape: a stable code the client can translate, and a developer message. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level messages for a 400, keyed by the dotted path of the field. */
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = [
  'auth/missing-token',
  'auth/invalid-token',
  'auth/expired-token',
  'auth/forbidden',
  'auth/admin-only',
  'auth/email-not-verified',
  'validation/invalid-input',
  'not-found',
  'rate-limited',
  'internal',
  'service/unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
