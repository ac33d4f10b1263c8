import { api, type Transport } from '@/lib/api-client';

export type MockRequest = { method: string; path: string; params: Record<string, unknown>; body: unknown };
export type MockReply = { status?: number; body: unknown };
type Handler = (request: MockRequest, match: Record<string, string>) => MockReply | Promise<MockReply>;

function compile(pattern: string): RegExp {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

/**
 * Answers the app's API client in place of the network: `routes` maps "GET /places/:id/reviews" to a reply.
 * Anything unrouted answers 404, so a test sees every request the screen makes in `calls`.
 */
export function mockApi(routes: Record<string, Handler>) {
  const compiled = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    return { method, regex: compile(pattern), handler };
  });
  const calls: MockRequest[] = [];
  const original = api.transport;
  const transport: Transport = async ({ method, url, params, data }) => {
    const request = { method, path: url, params: { ...params }, body: data };
    calls.push(request);
    for (const route of compiled) {
      const match = route.method === method ? route.regex.exec(url) : null;
      if (match) {
        const reply = await route.handler(request, { ...match.groups });
        return { status: reply.status ?? 200, body: reply.body };
      }
    }
    return { status: 404, body: { error: { code: 'not-found', message: `${method} ${url}` } } };
  };
  api.transport = transport;
  return {
    calls,
    restore: () => {
      api.transport = original;
    },
  };
}
