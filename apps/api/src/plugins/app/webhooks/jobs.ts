import type { FastifyInstance } from 'fastify';
import { planAllows } from '@venues/contracts/plans';
import { keptSince } from '@venues/contracts/retention-rules';
import { WEBHOOK_DISABLE_AFTER_MS } from '@venues/contracts/webhook-rules';
import { z } from 'zod';
import { exponentialBackoff } from '../jobs/jobs-plugin';
import type { AttemptResult } from './deliver';
import type { EndpointRow } from './webhooks-repository';

/** The webhooks' jobs: their names, payload schemas and handlers. webhooks-plugin.ts queues them. */

/** One attempt of one delivery; queued per endpoint when an event is emitted, retried by the queue. */
export const DELIVER_JOB = 'webhook.deliver';
export const deliverJobPayload = z.object({ deliveryId: z.uuid() });

/** Deletes the delivery log past its retention. */
export const WEBHOOK_LOG_RETENTION_JOB = 'webhooks.retention';
export const retentionJobPayload = z.object({});

declare module '../jobs/jobs-plugin' {
  interface JobSchemas {
    [DELIVER_JOB]: typeof deliverJobPayload;
    [WEBHOOK_LOG_RETENTION_JOB]: typeof retentionJobPayload;
  }
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A delivery is retried for a day, with a growing wait: 30 s, 1 min, 2 min… then every 2 hours. */
export const RETRY_WINDOW_MS = DAY_MS;
const RETRY_BACKOFF = exponentialBackoff(30_000, 2 * HOUR_MS);
/** More than the window needs: the window, not the count, ends the retries. */
export const MAX_ATTEMPTS = 40;

export function defineWebhookJobs(
  app: FastifyInstance,
  deps: {
    attempt: (endpoint: EndpointRow, payload: unknown) => Promise<AttemptResult>;
    mailOwners: (endpoint: EndpointRow) => Promise<void>;
  },
) {
  const { attempt, mailOwners } = deps;
  const repository = app.webhooksRepository;

  app.jobs.define(
    DELIVER_JOB,
    deliverJobPayload,
    async ({ deliveryId }, { isLastAttempt }) => {
      const found = await repository.findDelivery(deliveryId);
      if (found?.delivery.status !== 'pending') return;
      const { delivery, endpoint } = found;
      if (endpoint.disabledAt) return repository.abandon(delivery.id, 'the endpoint is disabled');
      if (!planAllows(await app.billing.currentPlan(endpoint.placeId), 'webhooks'))
        return repository.abandon(delivery.id, "the venue's plan has no webhooks");

      const result = await attempt(endpoint, delivery.payload);
      const now = new Date();
      let disable = false;
      if (result.ok) await repository.markHealthy(endpoint.id);
      else {
        const since = await repository.markFailing(endpoint.id, now);
        disable = now.getTime() - since.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
      }
      const final =
        result.ok ||
        disable ||
        isLastAttempt ||
        now.getTime() - delivery.createdAt.getTime() >= RETRY_WINDOW_MS;
      await repository.recordAttempt(
        delivery.id,
        {
          status: result.ok ? 'succeeded' : final ? 'failed' : 'pending',
          responseStatus: result.status,
          responseMs: result.durationMs,
          error: result.error,
        },
        now,
      );
      if (disable && (await repository.disableForFailures(endpoint.id, now))) await mailOwners(endpoint);
      // The queue tries again after its backoff.
      if (!final) throw new Error(`webhook delivery failed: ${result.error ?? 'no answer'}`);
    },
    { backoffMs: RETRY_BACKOFF, concurrency: 4, leaseSeconds: 60 },
  );

  app.jobs.define(WEBHOOK_LOG_RETENTION_JOB, retentionJobPayload, async () => {
    await repository.purgeDeliveries(keptSince('webhookLog', new Date()));
  });
}
