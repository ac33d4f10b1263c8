import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret: 32 random bytes, with a prefix that says what it is when it turns up in a log. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signatureHeader(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a receiver does: recompute the HMAC over the timestamp and the raw body, compare in constant time,
 * and refuse a timestamp older than the tolerance, so that a captured delivery cannot be replayed later.
 */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  { toleranceSeconds = 300, now = Date.now() }: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const [key, ...value] = part.trim().split('=');
    if (key) parts.set(key, [...(parts.get(key) ?? []), value.join('=')]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp)) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  return (parts.get('v1') ?? []).some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
