import { randomUUID } from 'node:crypto';
import { can } from '@venues/contracts/team-rules';
import fp from 'fastify-plugin';
import { webPaths } from '@venues/contracts/web-paths';
import { WEBHOOK_TEST_EVENT, type UnpublishReason, type WebhookEventType } from '@venues/contracts/webhooks';
import { isLocalMode, publicUrl } from '../../../config/env';
import type { Db } from '../../../db/client';
import { checkReceiverUrl, type GuardPolicy, type UrlVerdict } from './address-guard';
import { attemptDelivery, type AttemptResult } from './deliver';
import { webhookDisabledMail } from '../mail/templates/webhook-disabled';
import { reviewEventData, venueData } from './review-event';
import { DELIVER_JOB, defineWebhookJobs, MAX_ATTEMPTS } from './jobs';
import type { DeliveryRow, EndpointRow } from './webhooks-repository';

const USER_AGENT = 'Venues-Webhooks/1';

export type Envelope = { id: string; type: string; created: string; data: unknown };

export type Webhooks = {
  /**
   * Queues an event for every enabled endpoint of the venue that subscribes to its type: one delivery row
   * and one job each, in the caller's transaction when given, so the event exists only if the change that
   * caused it commits. The event id is the same for every endpoint and every retry. Answers how many.
   */
  emit: (placeId: string, type: WebhookEventType, data: unknown, options?: { tx?: Db }) => Promise<number>;
  /**
   * Emits an event about a published review, with its data as it is now; a review in any other state was
   * never announced and emits nothing. Before a change that deletes the review, call it first, in the
   * delete's transaction.
   */
  emitReview: (
    type: WebhookEventType,
    reviewId: string,
    options?: { tx?: Db; reason?: UnpublishReason },
  ) => Promise<number>;
  /** Delivers a test event to one endpoint now, once, and answers its logged result. */
  sendTest: (endpoint: EndpointRow) => Promise<DeliveryRow>;
  /** The receiver check that registration and every delivery apply. */
  checkUrl: (url: string) => Promise<UrlVerdict>;
};

/**
 * Webhooks: signed JSON deliveries of a venue's review events to the owners' HTTPS endpoints, through the
 * job queue, retried with backoff for a day; an endpoint failing for three days is turned off and its
 * venue's owners get a mail.
 */
export const webhooksPlugin = fp(
  async (app) => {
    const repository = app.webhooksRepository;
    const origin = publicUrl(app.env);
    const policy: GuardPolicy = { allowLoopback: isLocalMode(app.env), allowHttp: isLocalMode(app.env) };

    const attempt = (endpoint: EndpointRow, payload: unknown): Promise<AttemptResult> =>
      attemptDelivery({ url: endpoint.url, secret: endpoint.secret, body: JSON.stringify(payload) }, policy, {
        userAgent: USER_AGENT,
      });

    const mailOwners = async (endpoint: EndpointRow) => {
      const integrationsUrl = `${origin}${webPaths.integrations()}`;
      for (const recipient of await app.notificationsRepository.recipientsOf(endpoint.placeId)) {
        if (!can(recipient.role, 'integrations.manage')) continue;
        await app.mailer.send(
          webhookDisabledMail({
            language: recipient.language,
            to: recipient.email,
            name: recipient.displayName,
            placeName: recipient.placeName,
            endpointUrl: endpoint.url,
            integrationsUrl,
          }),
        );
      }
    };

    defineWebhookJobs(app, { attempt, mailOwners });

    const webhooks: Webhooks = {
      async emit(placeId, type, data, { tx } = {}) {
        const endpoints = await repository.subscribed(placeId, type, tx);
        if (endpoints.length === 0) return 0;
        const envelope: Envelope = { id: randomUUID(), type, created: new Date().toISOString(), data };
        const rows = await repository.insertDeliveries(
          endpoints.map((endpoint) => ({
            endpointId: endpoint.id,
            eventId: envelope.id,
            eventType: type,
            payload: envelope,
          })),
          tx,
        );
        for (const row of rows)
          await app.jobs.enqueue(
            DELIVER_JOB,
            { deliveryId: row.id },
            { tx, maxAttempts: MAX_ATTEMPTS, singletonKey: `${DELIVER_JOB}:${row.id}` },
          );
        return rows.length;
      },

      async emitReview(type, reviewId, options = {}) {
        const facts = await repository.reviewFacts(reviewId, options.tx);
        if (facts?.review.status !== 'published') return 0;
        const data = reviewEventData(facts, origin);
        const { reason, tx } = options;
        return webhooks.emit(facts.review.placeId, type, reason ? { ...data, reason } : data, { tx });
      },

      async sendTest(endpoint) {
        const place = await repository.placeOf(endpoint.placeId);
        if (!place) throw new Error('the endpoint has no venue');
        const envelope: Envelope = {
          id: randomUUID(),
          type: WEBHOOK_TEST_EVENT,
          created: new Date().toISOString(),
          data: { venue: venueData(place, origin), message: 'A test event sent from the Integrations page.' },
        };
        const [row] = await repository.insertDeliveries([
          { endpointId: endpoint.id, eventId: envelope.id, eventType: WEBHOOK_TEST_EVENT, payload: envelope },
        ]);
        if (!row) throw new Error('insert failed');
        const result = await attempt(endpoint, envelope);
        const logged = await repository.recordAttempt(row.id, {
          status: result.ok ? 'succeeded' : 'failed',
          responseStatus: result.status,
          responseMs: result.durationMs,
          error: result.error,
        });
        return logged ?? row;
      },

      checkUrl: (url) => checkReceiverUrl(url, policy),
    };
    app.decorate('webhooks', webhooks);
  },
  {
    name: 'webhooks',
    dependencies: ['repositories', 'jobs', 'mail', 'billing'],
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    webhooks: Webhooks;
  }
}
