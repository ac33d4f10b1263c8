import { vi } from 'vitest';

export type FetchCall = {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
};
type Reply = { status?: number; body: unknown };
type Handler = (call: FetchCall) => Reply | Promise<Reply>;

function compile(pattern: string): RegExp {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

/** Answers the page's fetch calls from `routes` ("GET /api/capture/:code"); anything else is a 404. */
export function mockFetch(routes: Record<string, Handler>) {
  const compiled = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    return { method, regex: compile(pattern), handler };
  });
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, window.location.origin);
    const headers = new Headers(init?.headers);
    const call: FetchCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: headers.get('authorization'),
    };
    calls.push(call);
    const route = compiled.find((r) => r.method === call.method && r.regex.test(call.path));
    const reply = route
      ? await route.handler(call)
      : { status: 404, body: { error: { code: 'not-found', message: `${call.method} ${call.path}` } } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
