import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Query values that authorize something or identify someone: a signed link's signature, an email, an oob
 * code, an unsubscribe or other token.
 */
const SECRET_QUERY_KEYS = ['signature', 'email', 'oobCode', 'oobcode', 'token'];
/** An email address anywhere in a URL, encoded or not: a search, a path segment. */
const EMAIL = /[^/?&=\s]+(?:@|%40)[^/?&=\s]+\.[^/?&=\s]+/gi;
const REDACTED = '[redacted]';

/** The URL as logs may keep it: the values of secret query parameters and any email address replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  const pathPart = (query === -1 ? url : url.slice(0, query)).replace(EMAIL, REDACTED);
  if (query === -1) return pathPart;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const [key, value] of [...params]) {
    if (SECRET_QUERY_KEYS.includes(key) || value.replace(EMAIL, '') !== value) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  return `${pathPart}?${changed ? params.toString() : url.slice(query + 1)}`;
}

/**
 * The client's address as logs may keep it: an IPv4 address without its last byte, an IPv6 address to its
 * /48 network. Enough to see abuse from one network, not enough to name a household.
 */
export function truncateIp(ip: string): string {
  const mapped = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(mapped)) return REDACTED;
  const [head = '', tail = ''] = mapped.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = mapped.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups.slice(0, 3).join(':')}::`;
}

/** pino's request serializer: what Fastify logs of a request, with what names a person taken out. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: truncateIp(request.ip),
    remotePort: request.socket.remotePort,
  };
}
