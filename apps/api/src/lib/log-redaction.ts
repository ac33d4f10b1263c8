import type { FastifyRequest } from 'fastify';

/** Query values that authorize something or identify someone: a signed media link, an email, an oob code. */
const SECRET_QUERY_KEYS = ['signature', 'email', 'oobCode', 'oobcode'];

/** The URL as logs may keep it: the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const key of SECRET_QUERY_KEYS) {
    if (params.has(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** pino's request serializer: what Fastify logs of a request, with the secrets of its URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
