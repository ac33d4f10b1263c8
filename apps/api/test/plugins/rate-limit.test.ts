import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from '../helpers/users';

const get = (t: TestApp, url: string, headers: Record<string, string> = {}, remoteAddress = '10.1.1.1') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('the rate limit', () => {
  describe('with no proxy trusted (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_MAX: '3' });
    });
    afterAll(() => t.close());

    it('counts refused and unknown requests before authentication, and X-Forwarded-For cannot pick a new bucket', async () => {
      const client = '10.0.0.7';
      expect((await get(t, '/api/users/dashboard', bearer('not-a-token'), client)).statusCode).toBe(401);
      expect((await get(t, '/api/users/dashboard', {}, client)).statusCode).toBe(401);
      expect((await get(t, '/api/no-such-route', {}, client)).statusCode).toBe(404);
      const limited = await get(t, '/api/users/dashboard', bearer('not-a-token'), client);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate-limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const spoofed = await get(t, '/api/users/dashboard', { 'x-forwarded-for': '203.0.113.9' }, client);
      expect(spoofed.statusCode).toBe(429);
      // Another client has a bucket of its own, and the health probe is never limited.
      expect((await get(t, '/api/no-such-route', {}, '10.0.0.8')).statusCode).toBe(404);
      expect((await get(t, '/api/health', {}, client)).statusCode).toBe(200);
    });
  });

  describe('behind one trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' });
    });
    afterAll(() => t.close());

    it('knows the client by the address the proxy adds', async () => {
      const viaProxy = (client: string) =>
        get(t, '/api/no-such-route', { 'x-forwarded-for': client }, '10.9.9.9');
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(404);
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(404);
      expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.2')).statusCode).toBe(404);
    });
  });

  describe('stricter routes', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ CAPTURE_RATE_LIMIT_MAX: '2' });
    });
    afterAll(() => t.close());

    it('hold the capture page to its own, lower limit', async () => {
      const open = () => get(t, '/api/capture/AAAAAAAAAAAAAAAAAAAAAA', {}, '10.0.0.9');
      expect((await open()).statusCode).toBe(404);
      expect((await open()).statusCode).toBe(404);
      expect((await open()).statusCode).toBe(429);
    });
  });
});

// CI runs Redis at 127.0.0.1:6379 and sets TEST_REDIS_URL; the embedded default has no Redis.
describe.runIf(process.env.TEST_REDIS_URL)('the rate limit across two replicas, in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const shared = { RATE_LIMIT_MAX: '50', REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    [a, b] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
  });

  it('is one bucket for a client, whichever replica answers, even all at once', async () => {
    const client = `10.${Date.now() % 250}.${Math.floor(Math.random() * 250)}.1`;
    // 200 requests at once, alternating between the replicas: 50 in the minute, whichever answers.
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        get(i % 2 === 0 ? a : b, '/api/no-such-route', {}, client).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 404)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150);
  });
});
