import { describe, expect, it } from 'vitest';
import { toCaptureCode, toCaptureEligibility } from '../../src/plugins/app/capture/capture-mapper';
import { toMailboxMail } from '../../src/plugins/app/mail/outbox-mapper';

const code = {
  id: '00000000-0000-4000-8000-000000000001',
  placeId: '00000000-0000-4000-8000-000000000002',
  code: 'abc123',
  label: 'Table 4',
  createdBy: null,
  revokedAt: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
};
const venue = { id: code.placeId, name: 'Trattoria', address: 'Via Roma 1' };

describe('the wire mappers', () => {
  it('an active code shows its venue and table; a revoked one says nothing of them', () => {
    expect(toCaptureCode({ code, venue }, 100)).toEqual({
      status: 'active',
      venue: { name: 'Trattoria', address: 'Via Roma 1' },
      table_label: 'Table 4',
      upload_max_bytes: 100,
    });
    expect(toCaptureCode({ code: { ...code, revokedAt: new Date() }, venue }, 100)).toEqual({
      status: 'revoked',
      venue: null,
      table_label: null,
      upload_max_bytes: 100,
    });
  });

  it('a guest may review unless the daily limit names a later time', () => {
    expect(toCaptureEligibility(null)).toEqual({ can_review: true, next_allowed_at: null });
    expect(toCaptureEligibility(new Date('2026-01-02T10:00:00Z'))).toEqual({
      can_review: false,
      next_allowed_at: '2026-01-02T10:00:00.000Z',
    });
  });

  it('a mailbox mail lists its attachments by decoded size, and no headers as an empty record', () => {
    const mail = toMailboxMail({
      id: 'm1',
      to: 'owner@example.com',
      subject: 'Report',
      text: 'Hi',
      html: null,
      headers: null,
      attachments: [
        {
          filename: 'r.pdf',
          contentType: 'application/pdf',
          contentBase64: Buffer.from('hello').toString('base64'),
        },
      ],
      status: 'sent',
      sendingSince: null,
      attempts: 1,
      lastError: null,
      sentAt: null,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect(mail.headers).toEqual({});
    expect(mail.attachments).toEqual([{ filename: 'r.pdf', content_type: 'application/pdf', size: 5 }]);
    expect(mail.created_at).toBe('2026-01-01T00:00:00.000Z');
  });
});
