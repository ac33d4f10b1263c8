import { z } from 'zod';
import { validationMessage } from './validation-messages';

/** A venue's public reply to a review: plain text, one per review. */
export const REPLY_BODY_MAX = 1000;
/** The reviews an owner may pin at the top of the wall. */
export const HIGHLIGHTS_MAX = 6;

/** The refusals of the replies' and highlights' routes, each with a text in both languages on the web. */
export const replyErrorCodes = [
  'replies/hidden-by-staff',
  'highlights/limit',
  'highlights/not-public',
] as const;
export type ReplyErrorCode = (typeof replyErrorCodes)[number];

/** C0 controls but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** PUT /api/places/{id}/reviews/{reviewId}/reply: the reply's text, 1 to 1,000 characters once trimmed. */
export const replyBodySchema = z.object({
  body: z
    .string({ error: validationMessage('required') })
    .trim()
    .min(1, validationMessage('required'))
    .max(REPLY_BODY_MAX, validationMessage('maxLength', REPLY_BODY_MAX))
    .refine((value) => !CONTROL_CHARACTERS.test(value), validationMessage('controlChars')),
});
export type ReplyBody = z.infer<typeof replyBodySchema>;

/** The reply as its venue's dashboard reads it; `hidden` when staff hid it, with their reason. */
export const reviewReplySchema = z.object({
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;
export const replyResponseSchema = z.object({ data: reviewReplySchema });

/** PUT and DELETE /api/places/{id}/reviews/{reviewId}/highlight: the review's state, and the venue's count. */
export const highlightResponseSchema = z.object({
  data: z.object({
    highlighted: z.boolean(),
    /** The venue's highlighted reviews after the change, out of HIGHLIGHTS_MAX. */
    highlights: z.number().int(),
  }),
});

/** The dashboard review's publishing fields; dashboard.ts adds them to its review. */
export const reviewPublishingShape = {
  /**
   * The guest agreed to public display under a consent text that asked for it (a version-1 review never
   * did, whatever its stored flag).
   */
  public_consent: z.boolean(),
  /**
   * Shown in public now: visible, with public consent. The review is on the wall, the embed and its share
   * page exactly when this is true; the dashboard's public badge and highlight read it.
   */
  is_public: z.boolean(),
  /** Pinned by the owner at the top of the wall. */
  highlighted: z.boolean(),
  reply: reviewReplySchema.nullable(),
  /** The absolute URL of the review's public share page; null when the review is private. */
  share_url: z.string().nullable(),
};

export const adminReplyStatusSchema = z.enum(['all', 'visible', 'hidden']);
export const adminRepliesQuerySchema = z.object({
  status: adminReplyStatusSchema.default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A reply as staff judge it: the venue, the review it answers, and whether (and why) it is hidden. */
export const adminReplySchema = z.object({
  review_id: z.uuid(),
  body: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  hidden_at: z.string().nullable(),
  place: z.object({ id: z.uuid(), name: z.string() }),
  review: z.object({
    title: z.string(),
    display_name: z.string(),
    rating_overall: z.number().int().nullable(),
  }),
});
export type AdminReply = z.infer<typeof adminReplySchema>;
/** GET /api/admin/replies: the replies, most recently written first. */
export const adminRepliesResponseSchema = z.object({ data: z.array(adminReplySchema) });
export const adminReplyResponseSchema = z.object({ data: adminReplySchema });

/** Staff hide a reply for abuse, with a reason the owner reads. */
export const hideReplyBodySchema = z.object({
  reason: z
    .string({ error: validationMessage('required') })
    .trim()
    .min(3, validationMessage('minLength', 3))
    .max(500, validationMessage('maxLength', 500)),
});
