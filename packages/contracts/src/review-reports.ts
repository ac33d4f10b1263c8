import { z } from 'zod';
import { validationMessage } from './validation-messages';

/** Why an owner reports a guest's review to staff; staff hide a review only for abuse. */
export const reportReasonSchema = z.enum(['offensive', 'spam', 'not-about-venue', 'other']);
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const REPORT_NOTE_MAX = 500;

export const reviewReportBodySchema = z.object({
  reason: reportReasonSchema,
  note: z.string().trim().max(REPORT_NOTE_MAX, validationMessage('maxLength', REPORT_NOTE_MAX)).default(''),
});
export type ReviewReportBody = z.infer<typeof reviewReportBodySchema>;

export const adminReviewReportSchema = z.object({
  id: z.uuid(),
  reason: reportReasonSchema,
  note: z.string(),
  created_at: z.string(),
  reporter_email: z.string().nullable(),
  place: z.object({ id: z.uuid(), name: z.string() }),
  review: z.object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    created_at: z.string(),
    display_name: z.string(),
    rating_overall: z.number().int().nullable(),
    video_url: z.string().nullable(),
    poster_url: z.string().nullable(),
  }),
});
export type AdminReviewReport = z.infer<typeof adminReviewReportSchema>;

/** GET /api/admin/review-reports: the open reports, oldest first. */
export const adminReviewReportsResponseSchema = z.object({ data: z.array(adminReviewReportSchema) });

export const hideReviewBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, { message: validationMessage('minLength', 3) })
    .max(500, validationMessage('maxLength', 500)),
});

export const reviewReportErrorCodes = ['reviews/already-reported'] as const;

export const reviewReportResponseSchema = z.object({ data: z.object({ id: z.uuid() }) });
export const resolveReportResponseSchema = z.object({
  data: z.object({ id: z.uuid(), resolution: z.enum(['hidden', 'dismissed']) }),
});
