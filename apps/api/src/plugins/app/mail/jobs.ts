import type { FastifyInstance } from 'fastify';
import { keptSince } from '@venues/contracts/retention-rules';
import { z } from 'zod';
import type { MailOutboxRepository } from './mail-outbox-repository';
import type { Transport } from './transport';

/** The mail domain's jobs: their names, payload schemas and handlers. mail-plugin.ts queues them. */

/** Delivers one outbox mail; queued by `app.mailer.send`, in the transaction that stores the mail. */
export const MAIL_JOB = 'mail.deliver';
export const mailJobPayload = z.object({ mailId: z.string() });
/** The outbox past its retention goes, sent or not. */
export const OUTBOX_RETENTION_JOB = 'mail.retention';
export const outboxRetentionPayload = z.object({});

declare module '../jobs/jobs-plugin' {
  interface JobSchemas {
    [MAIL_JOB]: typeof mailJobPayload;
    [OUTBOX_RETENTION_JOB]: typeof outboxRetentionPayload;
  }
}

export function defineMailJobs(
  app: FastifyInstance,
  deps: { outbox: MailOutboxRepository; transport: Transport },
) {
  const { outbox, transport } = deps;

  app.jobs.define(
    MAIL_JOB,
    mailJobPayload,
    async ({ mailId }, { isLastAttempt }) => {
      const row = await outbox.find(mailId);
      if (!row || row.status !== 'pending') return;
      try {
        await transport({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          headers: row.headers ?? undefined,
          attachments: row.attachments ?? undefined,
        });
        await outbox.markSent(row.id);
      } catch (error) {
        await outbox.recordFailure(
          row,
          error instanceof Error ? error.message : String(error),
          isLastAttempt,
        );
        throw error;
      }
    },
    { concurrency: 4, leaseSeconds: 60 },
  );

  app.jobs.define(OUTBOX_RETENTION_JOB, outboxRetentionPayload, async () => {
    await outbox.purge(keptSince('mailOutbox', new Date()));
  });
}
