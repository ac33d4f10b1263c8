import { z } from 'zod';
import { validationMessage } from './validation-messages';

/** A venue has at most this many active review codes (its link plus the table codes). */
export const MAX_REVIEW_CODES = 200;
export const REVIEW_CODE_LABEL_MAX = 40;

/** The random part of /r/{code}: 16 random bytes in base64url (128 bits). */
export const REVIEW_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const reviewCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  /** null for the venue's own link; 'Table 1', 'Terrace'… for a table code. */
  label: z.string().nullable(),
  /** PUBLIC_URL/r/{code}: what the QR code encodes. */
  url: z.string(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  scans_30d: z.number().int(),
  reviews_30d: z.number().int(),
});
export type ReviewCode = z.infer<typeof reviewCodeSchema>;

/** Active codes only, the venue's link first, then the table codes by label. */
export const reviewCodesResponseSchema = z.object({ data: z.array(reviewCodeSchema) });
export const reviewCodeResponseSchema = z.object({ data: reviewCodeSchema });

export const reviewCodeBodySchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, { message: validationMessage('required'), abort: true })
    .max(REVIEW_CODE_LABEL_MAX, validationMessage('maxLength', REVIEW_CODE_LABEL_MAX)),
});
export type ReviewCodeBody = z.infer<typeof reviewCodeBodySchema>;

export const printableKindSchema = z.enum(['tents', 'stickers']);
export type PrintableKind = z.infer<typeof printableKindSchema>;

/** GET /api/places/{id}/review-codes/printables: a PDF of the chosen active codes (all when omitted). */
export const printablesQuerySchema = z.object({
  kind: printableKindSchema,
  lang: z.enum(['it', 'en']).optional(),
  /** Comma-separated code ids. */
  codes: z
    .string()
    .max(200 * 37)
    .optional(),
});

export const reviewCodeErrorCodes = ['review-codes/limit', 'review-codes/duplicate-label'] as const;

/** POST …/review-codes/{codeId}/revoke. The venue's own link is always reissued; a table code when asked. */
export const revokeReviewCodeBodySchema = z.object({ reissue: z.boolean().default(false) });
export const revokeReviewCodeResponseSchema = z.object({
  data: z.object({ replacement: reviewCodeSchema.nullable() }),
});
