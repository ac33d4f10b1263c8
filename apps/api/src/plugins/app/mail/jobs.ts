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

/**
 * A mail left 'sending' this long was taken by a worker that stopped half-way (killed, or its machine lost):
 * it may or may not have reached the mail server, and is sent again under the same Message-ID. Well past
 * the SMTP transport's own time-outs, so that a slow server is never taken for a dead worker.
 */
export const SENDING_ABANDONED_MS = 5 * 60_000;

/** The Message-ID of an outbox mail: the same on every attempt, unique to the mail. */
export const messageIdOf = (mailId: string, host: string) => `<${mailId}@${host}>`;

export class MailBeingSent extends Error {
  constructor(mailId: string) {
    super(`mail ${mailId} is being sent by another worker: checked again later`);
    this.name = 'MailBeingSent';
  }
}

/**
 * Delivers one outbox mail at most once per worker that takes it: the mail moves to 'sending' before the
 * mail server is called, and to 'sent' after. A retry first reads the outbox: a mail already sent is left
 * alone, and one another worker may still be sending is checked again later, so a job taken over from a
 * worker that stopped answering (its lease ran out) does not send the mail a second time at once.
 */
export async function deliverMail(
  mailId: string,
  deps: { outbox: MailOutboxRepository; transport: Transport; host: string; now?: Date },
  isLastAttempt: boolean,
): Promise<'sent' | 'skipped'> {
  const now = deps.now ?? new Date();
  const row = await deps.outbox.claim(mailId, now, new Date(now.getTime() - SENDING_ABANDONED_MS));
  if (!row) {
    const current = await deps.outbox.find(mailId);
    if (current?.status === 'sending') throw new MailBeingSent(mailId);
    return 'skipped';
  }
  try {
    await deps.transport({
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      headers: row.headers ?? undefined,
      attachments: row.attachments ?? undefined,
      messageId: messageIdOf(row.id, deps.host),
    });
  } catch (error) {
    await deps.outbox.recordFailure(
      row,
      error instanceof Error ? error.message : String(error),
      isLastAttempt,
    );
    throw error;
  }
  await deps.outbox.markSent(row.id);
  return 'sent';
}

export function defineMailJobs(
  app: FastifyInstance,
  deps: { outbox: MailOutboxRepository; transport: Transport; host: string },
) {
  const { outbox } = deps;

  app.jobs.define(
    MAIL_JOB,
    mailJobPayload,
    async ({ mailId }, { isLastAttempt }) => {
      await deliverMail(mailId, deps, isLastAttempt);
    },
    { concurrency: 4, leaseSeconds: 60 },
  );

  app.jobs.define(OUTBOX_RETENTION_JOB, outboxRetentionPayload, async () => {
    await outbox.purge(keptSince('mailOutbox', new Date()));
  });
}
