import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { createDatabase } from '../../src/db/client';
import { redactUrl } from '../../src/lib/log-redaction';

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
    } finally {
      await app.close();
      await database.close();
    }
    const logged = lines.join('');
    expect(logged).toContain('"url":"/api/health?email=%5Bredacted%5D"');
    expect(logged).not.toContain('giulia');
  });
});
