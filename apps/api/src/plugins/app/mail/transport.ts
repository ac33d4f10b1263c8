import nodemailer from 'nodemailer';
import type { StoredMail } from './mail-outbox-repository';

/**
 * Hands one mail to the mail server; throws when it is refused or unreachable. The Message-ID is the same
 * on every attempt of one mail, so that a mail sent again after a worker stopped half-way is recognised
 * as the same message by the servers and mailboxes on its way.
 */
export type Transport = (mail: StoredMail & { messageId: string }) => Promise<void>;

/** Past these, a mail server that does not answer fails the attempt, well before a mail counts as abandoned. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
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
