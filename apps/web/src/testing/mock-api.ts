import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@/lib/api-client';

export type MockRequest = { method: string; path: string; params: Record<string, unknown>; body: unknown };
export type MockReply = { status?: number; body: unknown };
type Handler = (request: MockRequest, match: Record<string, string>) => MockReply | Promise<MockReply>;

function compile(pattern: string): RegExp {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${source}$`);
}

/**
 * Answers the app's axios instance at the HTTP layer: `routes` maps "GET /places/:id/reviews" to a reply.
 * Anything unrouted answers 404, so a test sees every request the screen makes in `calls`.
 */
export function mockApi(routes: Record<string, Handler>) {
  const compiled = Object.entries(routes).map(([key, handler]) => {
    const [method = 'GET', pattern = '/'] = key.split(' ');
    return { method, regex: compile(pattern), handler };
  });
  const calls: MockRequest[] = [];
  const original = api.defaults.adapter;
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = config.url ?? '/';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const request = { method, path, params: (config.params ?? {}) as Record<string, unknown>, body };
    calls.push(request);
    let reply: MockReply = {
      status: 404,
      body: { error: { code: 'not-found', message: `${method} ${path}` } },
    };
    for (const route of compiled) {
      const match = route.method === method ? route.regex.exec(path) : null;
      if (match) {
        reply = await route.handler(request, { ...match.groups });
        break;
      }
    }
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: {},
      config: { ...config, headers: new AxiosHeaders() },
    };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  return {
    calls,
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}
