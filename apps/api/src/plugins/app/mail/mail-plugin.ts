import fp from 'fastify-plugin';
import type { Db } from '../../../db/client';
import { defineMailJobs, MAIL_JOB } from './jobs';
import { publicUrl } from '../../../config/env';
import type { OutgoingMail } from './mail-outbox-repository';
import { withPrivacyFooter } from './templates/layout';
import { smtpTransport, type Transport } from './transport';

export type Mailer = {
  /** Stores the mail in the outbox and queues its delivery, in the caller's transaction when given. */
  send: (mail: OutgoingMail, tx?: Db) => Promise<void>;
};

const MAIL_ATTEMPTS = 8;

/**
 * Mail goes through the database outbox and the job queue, so a decision is never lost to a mail server
 * that is down, and several replicas deliver each mail once: with SMTP_URL the job sends and retries;
 * without it the outbox is the local mailbox and delivery just marks the mail as sent.
 */
export const mailPlugin = fp(
  async (app) => {
    const outbox = app.mailOutboxRepository;
    const transport: Transport = app.env.SMTP_URL
      ? smtpTransport(app.env.SMTP_URL, app.env.MAIL_FROM)
      : async () => undefined;

    const origin = publicUrl(app.env);
    defineMailJobs(app, { outbox, transport, host: new URL(origin).hostname });

    const mailer: Mailer = {
      async send(mail, tx) {
        const row = await outbox.enqueue(withPrivacyFooter(mail, origin), tx);
        await app.jobs.enqueue(MAIL_JOB, { mailId: row.id }, { tx, maxAttempts: MAIL_ATTEMPTS });
      },
    };
    app.decorate('mailer', mailer);
  },
  { name: 'mail', dependencies: ['repositories', 'jobs'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
