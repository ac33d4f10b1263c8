import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import {
  deliverMail,
  MailBeingSent,
  messageIdOf,
  SENDING_ABANDONED_MS,
} from '../../src/plugins/app/mail/jobs';
import type { Transport } from '../../src/plugins/app/mail/transport';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Sent = Parameters<Transport>[0];

describe('a mail is handed to the mail server once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0' });
  });
  afterAll(() => t.close());

  const newMail = async () =>
    t.app.mailOutboxRepository.enqueue({
      to: `guest-${randomUUID()}@test.example`,
      subject: 'Your claim',
      text: 'It is approved.',
    });
  const statusOf = async (id: string) =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  it('survives a worker killed mid-send: no second send while it may still be sending, then one more under the same Message-ID', async () => {
    const mail = await newMail();
    const outbox = t.app.mailOutboxRepository;
    const host = 'venues.example';
    const start = new Date('2026-11-27T10:00:00Z');

    // Worker A takes the mail and dies inside the SMTP call: its transport never answers.
    const seenByA: Sent[] = [];
    const hung: Transport = (sent) => {
      seenByA.push(sent);
      return new Promise<void>(() => undefined);
    };
    void deliverMail(mail.id, { outbox, transport: hung, host, now: start }, false);
    await expect.poll(async () => (await statusOf(mail.id))?.status).toBe('sending');

    // Worker B picks the job up when A's lease runs out: the outbox says it is being sent, so B sends nothing.
    const seenByB: Sent[] = [];
    const working: Transport = async (sent) => void seenByB.push(sent);
    const oneMinuteLater = new Date(start.getTime() + 60_000);
    await expect(
      deliverMail(mail.id, { outbox, transport: working, host, now: oneMinuteLater }, false),
    ).rejects.toBeInstanceOf(MailBeingSent);
    expect(seenByB).toHaveLength(0);

    // Once A counts as gone, B sends it again, under the Message-ID A used, and the mail is sent.
    const abandoned = new Date(start.getTime() + SENDING_ABANDONED_MS + 1000);
    expect(await deliverMail(mail.id, { outbox, transport: working, host, now: abandoned }, false)).toBe(
      'sent',
    );
    expect(seenByB).toHaveLength(1);
    expect(seenByB[0]?.messageId).toBe(seenByA[0]?.messageId);
    expect(seenByB[0]?.messageId).toBe(messageIdOf(mail.id, host));
    expect(await statusOf(mail.id)).toMatchObject({ status: 'sent', sendingSince: null, attempts: 1 });

    // A later stray job for the same mail reads the outbox first and sends nothing.
    expect(await deliverMail(mail.id, { outbox, transport: working, host }, false)).toBe('skipped');
    expect(seenByB).toHaveLength(1);
  });

  it('puts a mail the server refused back in line, or fails it on its last attempt', async () => {
    const mail = await newMail();
    const outbox = t.app.mailOutboxRepository;
    const refusing: Transport = async () => {
      throw new Error('451 try again later');
    };
    await expect(
      deliverMail(mail.id, { outbox, transport: refusing, host: 'venues.example' }, false),
    ).rejects.toThrow('451');
    expect(await statusOf(mail.id)).toMatchObject({ status: 'pending', sendingSince: null, attempts: 1 });
    await expect(
      deliverMail(mail.id, { outbox, transport: refusing, host: 'venues.example' }, true),
    ).rejects.toThrow('451');
    expect(await statusOf(mail.id)).toMatchObject({ status: 'failed', attempts: 2 });
  });
});
