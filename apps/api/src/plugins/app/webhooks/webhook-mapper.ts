import {
  WEBHOOK_TEST_EVENT,
  webhookEventTypes,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@venues/contracts/webhooks';
import type { DeliveryRow, EndpointRow } from './webhooks-repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const isEventType = (value: string): value is WebhookEndpoint['events'][number] =>
  (webhookEventTypes as readonly string[]).includes(value);

/** An endpoint as its owners see it: never its secret, only the secret's last four characters. */
export function toWebhookEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter(isEventType),
    description: row.description ?? '',
    status: row.disabledAt ? 'disabled' : row.failingSince ? 'failing' : 'active',
    failing_since: iso(row.failingSince),
    disabled_at: iso(row.disabledAt),
    disabled_reason: row.disabledAt ? (row.disabledReason === 'failing' ? 'failing' : 'owner') : null,
    secret_hint: row.secret.slice(-4),
    created_at: row.createdAt.toISOString(),
  };
}

export function toWebhookDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    test: row.eventType === WEBHOOK_TEST_EVENT,
    status: row.status === 'succeeded' || row.status === 'failed' ? row.status : 'pending',
    attempts: row.attempts,
    response_status: row.responseStatus,
    response_ms: row.responseMs,
    error: row.error,
    last_attempt_at: iso(row.lastAttemptAt),
    delivered_at: iso(row.deliveredAt),
    created_at: row.createdAt.toISOString(),
  };
}
