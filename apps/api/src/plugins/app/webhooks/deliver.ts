import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@venues/contracts/webhooks';
import { checkReceiverUrl, type GuardPolicy, type LookupAll } from './address-guard';
import { signatureHeader } from './signature';

export const DELIVERY_TIMEOUT_MS = 10_000;
/** What is read of a receiver's answer: its status is what counts, the body is drained and dropped. */
const RESPONSE_BYTES_MAX = 64 * 1024;

export type AttemptResult = {
  ok: boolean;
  status: number | null;
  durationMs: number;
  error: string | null;
};

/**
 * One POST of a signed body. The URL is checked again here, at every attempt, and the socket connects to
 * the very address that was checked (a pinned `lookup`), so a DNS answer that changes between the check
 * and the connection cannot reach a private address. Redirects are not followed: a 3xx is a failure.
 */
export async function attemptDelivery(
  target: { url: string; secret: string; body: string },
  policy: GuardPolicy,
  options: { lookup?: LookupAll; timeoutMs?: number; userAgent: string },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const verdict = await checkReceiverUrl(target.url, policy, options.lookup);
  if (!verdict.ok)
    return { ok: false, status: null, durationMs: elapsed(), error: `refused: ${verdict.problem}` };
  const { url, address } = verdict;
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const timestamp = Math.floor(Date.now() / 1000);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(target.body),
          'user-agent': options.userAgent,
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(target.secret, target.body, timestamp),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > RESPONSE_BYTES_MAX) response.destroy();
        });
        const done = () =>
          finish({
            ok: status >= 200 && status < 300,
            status,
            error: status >= 200 && status < 300 ? null : `HTTP ${status}`,
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    // The whole attempt, answer included, has the time limit: a receiver that answers a byte at a time
    // cannot hold the worker longer than one that does not answer.
    const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
    const deadline = setTimeout(() => {
      request.destroy();
      finish({ ok: false, status: null, error: `timed out after ${timeoutMs / 1000} s` });
    }, timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('error', (error) => finish({ ok: false, status: null, error: error.message.slice(0, 300) }));
    request.end(target.body);
  });
}
