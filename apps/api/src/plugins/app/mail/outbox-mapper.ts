import type { MailboxResponse } from '@venues/contracts/mailbox';
import type { OutboxRow } from './mail-outbox-repository';

export type MailboxMail = MailboxResponse['data']['mails'][number];

/** An outbox mail as the dev mailbox shows it: its attachments by name, type and size, not their bytes. */
export function toMailboxMail(mail: OutboxRow): MailboxMail {
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? {},
    attachments: (mail.attachments ?? []).map((file) => ({
      filename: file.filename,
      content_type: file.contentType,
      size: Buffer.byteLength(file.contentBase64, 'base64'),
    })),
    status: mail.status,
    created_at: mail.createdAt.toISOString(),
  };
}
