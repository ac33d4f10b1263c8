import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { createDatabase } from '../../src/db/client';
import { redactUrl, truncateIp } from '../../src/lib/log-redaction';

describe('the URLs kept in the logs', () => {
  it('hides signed-link signatures, emails and oob codes, and keeps the rest', () => {
    expect(redactUrl('/api/places/p/reviews/r/video?expires=123&signature=abc')).toBe(
      '/api/places/p/reviews/r/video?expires=123&signature=%5Bredacted%5D',
    );
    expect(redactUrl('/api/stripe/customer?email=giulia%40example.com&id=1')).toBe(
      '/api/stripe/customer?email=%5Bredacted%5D&id=1',
    );
    expect(redactUrl('/verify-email?mode=verifyEmail&oobCode=XYZ')).toBe(
      '/verify-email?mode=verifyEmail&oobCode=%5Bredacted%5D',
    );
    expect(redactUrl('/api/places/search?q=porto')).toBe('/api/places/search?q=porto');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('hides an email anywhere, and every token', () => {
    expect(redactUrl('/api/admin/users/giulia@example.com/claims')).toBe(
      '/api/admin/users/[redacted]/claims',
    );
    expect(redactUrl('/api/admin/claims?q=giulia%40example.com&status=pending')).toBe(
      '/api/admin/claims?q=%5Bredacted%5D&status=pending',
    );
    expect(redactUrl('/api/notifications/unsubscribe?token=eyJhbGciOi.abc')).toBe(
      '/api/notifications/unsubscribe?token=%5Bredacted%5D',
    );
  });
});

describe('the client address kept in the logs', () => {
  it('drops the last byte of an IPv4 address and keeps an IPv6 address to its /48', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp('::ffff:203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::');
    expect(truncateIp('not an address')).toBe('[redacted]');
  });
});

describe('the request log line', () => {
  it('carries the redacted URL', async () => {
    const lines: string[] = [];
    const database = createDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const env = loadEnv({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info' });
    const app = await buildApp({ env, database, logStream: { write: (line) => void lines.push(line) } });
    try {
      await app.inject({ method: 'GET', url: '/api/health?email=giulia%40example.com' });
      await app.inject({
        method: 'GET',
        url: '/api/notifications/unsubscribe?token=secret-token-value',
        remoteAddress: '198.51.100.23',
        headers: { authorization: 'Bearer secret-id-token' },
      });
    } finally {
      await app.close();
      await database.close();
    }
    const logged = lines.join('');
    expect(logged).toContain('"url":"/api/health?email=%5Bredacted%5D"');
    expect(logged).not.toContain('giulia');
    expect(logged).not.toContain('secret-token-value');
    expect(logged).not.toContain('secret-id-token');
    expect(logged).toContain('"remoteAddress":"198.51.100.0"');
    expect(logged).not.toContain('198.51.100.23');
    // It migrates a database of its own first, which a setup hook would get 60 s for.
  }, 60_000);
});
