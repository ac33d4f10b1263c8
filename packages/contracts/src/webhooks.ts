import { z } from 'zod';
import { placeIdQuerySchema } from './dashboard';
import { validationMessage } from './validation-messages';

/** The review events a venue's endpoints may receive. */
export const webhookEventTypes = [
  'review.published',
  'review.withdrawn',
  'review.replied',
  'review.unpublished',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/**
 * Why a review left public view, in the data of `review.unpublished`: the guest withdrew it, the guest
 * stopped public display, or staff hid it.
 */
export const unpublishReasons = ['withdrawn', 'consent_removed', 'hidden'] as const;
export type UnpublishReason = (typeof unpublishReasons)[number];
/** The type of the event that "Send a test event" delivers; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'test';

/** The header that carries a delivery's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Venues-Signature';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 120;

/** The refusals of the webhook and publishing routes, each with a text in both languages on the web. */
export const webhookErrorCodes = [
  'webhooks/plan-required',
  'webhooks/url-refused',
  'webhooks/too-many',
  'publishing/plan-required',
] as const;
export type WebhookErrorCode = (typeof webhookErrorCodes)[number];

/** Why a URL was refused, in the `url` field of a 400 `webhooks/url-refused`. */
export const webhookUrlProblems = ['httpsOnly', 'unresolvable', 'privateAddress', 'credentials'] as const;
export type WebhookUrlProblem = (typeof webhookUrlProblems)[number];

const urlSchema = z
  .string()
  .trim()
  .min(1, validationMessage('required'))
  .max(WEBHOOK_URL_MAX, validationMessage('maxLength', WEBHOOK_URL_MAX))
  .pipe(z.url({ protocol: /^https?$/, error: 'badUrl' }));

const eventsSchema = z
  .array(z.enum(webhookEventTypes))
  .min(1, validationMessage('required'))
  .max(webhookEventTypes.length)
  .refine((events) => new Set(events).size === events.length, 'duplicate');

const descriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, validationMessage('maxLength', WEBHOOK_DESCRIPTION_MAX));

/** A new endpoint: where, which events, and an optional note for the owner. */
export const webhookEndpointInputSchema = z.object({
  url: urlSchema,
  events: eventsSchema,
  description: descriptionSchema.default(''),
});
export type WebhookEndpointInput = z.output<typeof webhookEndpointInputSchema>;

/** A change to an endpoint; `enabled: true` also clears a disabling after failures. */
export const webhookEndpointUpdateSchema = z
  .object({
    url: urlSchema.optional(),
    events: eventsSchema.optional(),
    description: descriptionSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: validationMessage('required'),
  });
export type WebhookEndpointUpdate = z.output<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointParamsSchema = z.object({ endpointId: z.uuid() });

export const webhookEndpointStatuses = ['active', 'failing', 'disabled'] as const;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  description: z.string(),
  status: z.enum(webhookEndpointStatuses),
  failing_since: z.string().nullable(),
  disabled_at: z.string().nullable(),
  /** 'failing' when the endpoint was disabled after days of failures, 'owner' when an owner turned it off. */
  disabled_reason: z.enum(['owner', 'failing']).nullable(),
  /** The secret's last four characters, so the owner can tell which one a receiver holds. */
  secret_hint: z.string(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointsResponseSchema = z.object({ data: z.array(webhookEndpointSchema) });
export const webhookEndpointResponseSchema = z.object({ data: webhookEndpointSchema });
/** The endpoint with its signing secret: answered once, when it is made. */
export const createdWebhookEndpointResponseSchema = z.object({
  data: webhookEndpointSchema.extend({ secret: z.string() }),
});
/** The new secret after a rotation: answered once; the old one stops signing at once. */
export const rotatedSecretResponseSchema = z.object({
  data: z.object({ secret: z.string(), endpoint: webhookEndpointSchema }),
});

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  event_id: z.uuid(),
  event_type: z.string(),
  /** A delivery of "Send a test event". */
  test: z.boolean(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  response_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_PAGE = 20;

export const webhookDeliveriesQuerySchema = placeIdQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(WEBHOOK_DELIVERIES_PAGE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const webhookDeliveriesResponseSchema = z.object({
  data: z.array(webhookDeliverySchema),
  /** The offset of the next, older page; null on the last page. */
  next_offset: z.number().int().nullable(),
});
export const webhookDeliveryResponseSchema = z.object({ data: webhookDeliverySchema });

/** The venue's public pages and whether they carry the product's credit line. */
export const publishingSchema = z.object({
  slug: z.string(),
  wall_url: z.string(),
  /** The origin the embed's snippet points at. */
  origin: z.string(),
  credit_hidden: z.boolean(),
  /** Whether the venue's plan lets it hide the credit line. */
  can_hide_credit: z.boolean(),
});
export type Publishing = z.infer<typeof publishingSchema>;
export const publishingResponseSchema = z.object({ data: publishingSchema });
export const publishingInputSchema = z.object({ credit_hidden: z.boolean() });
