import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../../../db/client';
import type { OutgoingMail } from './mail-outbox-repository';

export type Mailer = {
  /** Stores the mail in the outbox and queues its delivery, in the caller's transaction when given. */
  send: (mail: OutgoingMail, tx?: Db) => Promise<void>;
};

type Transport = (mail: OutgoingMail) => Promise<void>;

export const MAIL_JOB = 'mail.deliver';
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

    app.jobs.define(
      MAIL_JOB,
      async (payload, { isLastAttempt }) => {
        const { mailId } = payload as { mailId: string };
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

    const mailer: Mailer = {
      async send(mail, tx) {
        const row = await outbox.enqueue(mail, tx);
        await app.jobs.enqueue(MAIL_JOB, { mailId: row.id }, { tx, maxAttempts: MAIL_ATTEMPTS });
      },
    };
    app.decorate('mailer', mailer);
  },
  { name: 'mail', dependencies: ['repositories', 'jobs'] },
);

function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async ({ attachments, ...mail }) => {
    await transporter.sendMail({
      from,
      ...mail,
      attachments: attachments?.map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: Buffer.from(file.contentBase64, 'base64'),
      })),
    });
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
