import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../../../db/client';
import type { OutgoingMail } from './mail-outbox-repository';

export type Mailer = {
  /** Stores the mail in the outbox, in the caller's transaction when given, and schedules delivery. */
  send: (mail: OutgoingMail, tx?: Db) => Promise<void>;
  /** Delivers what is due now; the worker calls it on a timer. */
  deliverDue: () => Promise<number>;
};

type Transport = (mail: OutgoingMail) => Promise<void>;

/**
 * Mail goes through a database outbox, so a decision is never lost to a mail server that is down:
 * with SMTP_URL the worker sends and retries; without it the outbox is the local mailbox and
 * delivery just marks the mail as sent.
 */
export const mailPlugin = fp(
  async (app) => {
    const outbox = app.mailOutboxRepository;
    const transport: Transport = app.env.SMTP_URL
      ? smtpTransport(app.env.SMTP_URL, app.env.MAIL_FROM)
      : async () => undefined;

    let delivering: Promise<number> | null = null;
    const deliverDue = () => {
      delivering ??= (async () => {
        let delivered = 0;
        for (const row of await outbox.due()) {
          try {
            await transport({
              to: row.to,
              subject: row.subject,
              text: row.text,
              html: row.html ?? undefined,
            });
            await outbox.markSent(row.id);
            delivered += 1;
          } catch (error) {
            app.log.warn({ err: error, mailId: row.id }, 'mail delivery failed; will retry');
            await outbox.markFailed(row, error instanceof Error ? error.message : String(error));
          }
        }
        return delivered;
      })().finally(() => (delivering = null));
      return delivering;
    };

    const kick = () => {
      deliverDue().catch((error: unknown) => app.log.error({ err: error }, 'mail worker failed'));
    };

    const mailer: Mailer = {
      async send(mail, tx) {
        await outbox.enqueue(mail, tx);
        // After the caller's transaction commits, the next tick finds the mail due.
        setImmediate(kick);
      },
      deliverDue,
    };
    app.decorate('mailer', mailer);

    const timer = setInterval(kick, 5_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await delivering;
    });
  },
  { name: 'mail', dependencies: ['repositories'] },
);

function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async (mail) => {
    await transporter.sendMail({ from, ...mail });
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
