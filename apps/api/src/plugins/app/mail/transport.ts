import nodemailer from 'nodemailer';
import type { StoredMail } from './mail-outbox-repository';

/** Hands one mail to the mail server; throws when it is refused or unreachable. */
export type Transport = (mail: StoredMail) => Promise<void>;

export function smtpTransport(url: string, from: string): Transport {
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
