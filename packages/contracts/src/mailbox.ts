import { z } from 'zod';

export const mailboxLinkKindSchema = z.enum(['verifyEmail', 'resetPassword', 'signIn']);
export type MailboxLinkKind = z.infer<typeof mailboxLinkKindSchema>;

export const mailboxResponseSchema = z.object({
  data: z.object({
    /** Links the identity emulator issued, rewritten to open in this app. Newest last. */
    links: z.array(z.object({ kind: mailboxLinkKindSchema, email: z.string(), link: z.string() })),
    /** Mails the product sent through the local outbox. Newest first. */
    mails: z.array(
      z.object({
        id: z.string(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string().nullable(),
        /** Such as List-Unsubscribe and List-Unsubscribe-Post. */
        headers: z.record(z.string(), z.string()),
        attachments: z.array(
          z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() }),
        ),
        status: z.enum(['pending', 'sending', 'sent', 'failed']),
        created_at: z.string(),
      }),
    ),
  }),
});
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;

/** POST /api/dev/digests (local mode): what `npm run admin -- send-digest <email>` asks the running app. */
export const sendDigestBodySchema = z.object({ email: z.email('email') });
export const sendDigestResponseSchema = z.object({ data: z.object({ sent: z.number().int() }) });
