import { z } from 'zod';
import { validationMessage } from './validation-messages';

import {
  CONSENT_VERSION,
  PUBLIC_CONSENT_SINCE,
  CAPTURE_TITLE_MAX,
  CAPTURE_DESCRIPTION_MAX,
  CAPTURE_NAME_MAX,
} from './capture-rules';

export {
  CONSENT_VERSION,
  PUBLIC_CONSENT_SINCE,
  consentTexts,
  publicConsentTexts,
  CAPTURE_TITLE_MAX,
  CAPTURE_DESCRIPTION_MAX,
  CAPTURE_NAME_MAX,
  CAPTURE_MAX_SECONDS,
  CAPTURE_MIN_SECONDS,
  CAPTURE_PROBE_MAX_SECONDS,
} from './capture-rules';

/** GET /api/capture/{code}: public; what the page needs before the guest does anything. */
export const captureCodeSchema = z.object({
  status: z.enum(['active', 'revoked']),
  venue: z.object({ name: z.string(), address: z.string() }).nullable(),
  table_label: z.string().nullable(),
  /** The largest upload the server takes, in bytes. */
  upload_max_bytes: z.number().int(),
});
export type CaptureCode = z.infer<typeof captureCodeSchema>;
export const captureCodeResponseSchema = z.object({ data: captureCodeSchema });

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: validationMessage('required'), abort: true })
    .max(max, validationMessage('maxLength', max));
const optionalRating = z
  .number()
  .int()
  .min(1, validationMessage('rating'))
  .max(5, validationMessage('rating'))
  .nullable()
  .optional();

const consentLanguage = z.enum(['it', 'en']);
/**
 * Version 1, the required box alone, from a page opened before version 2: still taken, and the review is
 * private for ever, since its guest was never asked about public display.
 */
const consentV1 = z.object({
  accepted: z.literal(true, validationMessage('required')),
  version: z.literal(1),
  language: consentLanguage,
});
/** Version 2: the required box, and the guest's answer to the optional public one. */
const consentV2 = z.object({
  accepted: z.literal(true, validationMessage('required')),
  version: z.literal(CONSENT_VERSION),
  language: consentLanguage,
  public: z.boolean(validationMessage('required')),
});
export const captureConsentSchema = z.discriminatedUnion('version', [consentV1, consentV2]);
export type CaptureConsent = z.infer<typeof captureConsentSchema>;

/** Whether a consent lets the review be shown in public: version 2 or later, with the public box ticked. */
export const consentsToPublic = (consent: CaptureConsent): boolean =>
  consent.version >= PUBLIC_CONSENT_SINCE && 'public' in consent && consent.public;

/** POST /api/capture/{code}/reviews: the form, sent before the video upload starts. */
export const captureReviewBodySchema = z.object({
  rating: z.object({
    overall: z
      .number(validationMessage('required'))
      .int()
      .min(1, validationMessage('rating'))
      .max(5, validationMessage('rating')),
    food: optionalRating,
    price: optionalRating,
    atmosphere: optionalRating,
    service: optionalRating,
  }),
  title: required(CAPTURE_TITLE_MAX),
  description: z
    .string()
    .trim()
    .max(CAPTURE_DESCRIPTION_MAX, validationMessage('maxLength', CAPTURE_DESCRIPTION_MAX))
    .default(''),
  display_name: required(CAPTURE_NAME_MAX),
  consent: captureConsentSchema,
  /** The size of the file the guest is about to upload, so a too-large file is refused before it starts. */
  video_bytes: z.number().int().min(1, validationMessage('required')),
  video_type: z.string().max(100).optional(),
});
export type CaptureReviewBody = z.infer<typeof captureReviewBodySchema>;

export const captureStatusSchema = z.enum(['uploading', 'processing', 'published', 'failed']);
export type CaptureStatus = z.infer<typeof captureStatusSchema>;

export const captureFailureSchema = z.enum([
  'not-a-video',
  'too-short',
  'too-long',
  'processing-error',
  'upload-expired',
]);
export type CaptureFailure = z.infer<typeof captureFailureSchema>;

export const capturedReviewSchema = z.object({
  id: z.uuid(),
  status: captureStatusSchema,
  failure_reason: captureFailureSchema.nullable(),
  /** The tus endpoint and the metadata the upload must carry. */
  upload: z.object({ endpoint: z.string(), metadata: z.record(z.string(), z.string()) }),
  /** The guest's private withdrawal link, valid for a year. */
  withdraw_url: z.string(),
});
export type CapturedReview = z.infer<typeof capturedReviewSchema>;
export const capturedReviewResponseSchema = z.object({ data: capturedReviewSchema });

/** GET /api/capture/reviews/{id}: the guest follows processing on the thank-you screen. */
export const captureProgressSchema = z.object({
  id: z.uuid(),
  status: captureStatusSchema,
  failure_reason: captureFailureSchema.nullable(),
});
export const captureProgressResponseSchema = z.object({ data: captureProgressSchema });

/** The withdrawal link's query: /r/withdraw?review=…&expires=…&signature=… */
export const withdrawQuerySchema = z.object({
  review: z.uuid(),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(100),
});

export const captureErrorCodes = [
  'capture/code-revoked',
  'capture/daily-limit',
  'upload/too-large',
  'upload/not-allowed',
  'capture/withdraw-expired',
  'capture/withdraw-invalid',
] as const;

/** The venue's public reply, as the guest's private page shows it: "Reply from {venue}", with its date. */
export const guestReplySchema = z.object({ body: z.string(), replied_at: z.string() });

/** GET /api/capture/{code}/eligibility (guest token): whether this guest may review the venue now. */
export const captureEligibilitySchema = z.object({
  can_review: z.boolean(),
  /** When the 24-hour limit ends, if it applies. */
  next_allowed_at: z.string().nullable(),
});
export const captureEligibilityResponseSchema = z.object({ data: captureEligibilitySchema });

/** GET /api/capture/withdraw?…: what the withdrawal page shows before the guest confirms. */
export const withdrawPreviewResponseSchema = z.object({
  data: z.object({
    venue_name: z.string(),
    title: z.string(),
    created_at: z.string(),
    /** Whether the guest lets the review be shown in public; they may take it back from this page. */
    public_consent: z.boolean(),
    /** The venue's reply, unless there is none or staff hid it. */
    reply: guestReplySchema.nullable(),
  }),
});
export type WithdrawPreview = z.infer<typeof withdrawPreviewResponseSchema>['data'];
export const withdrawResponseSchema = z.object({ data: z.object({ withdrawn: z.literal(true) }) });
/** DELETE /api/capture/public-consent?…: the guest stops public display; the review stays, private. */
export const stopPublicResponseSchema = z.object({ data: z.object({ public_consent: z.literal(false) }) });
