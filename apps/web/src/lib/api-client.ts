import { apiErrorSchema } from '@venues/contracts/errors';
import { ApiRequestError } from './api-error';
import { apiAddress, requestHeaders, takeEarly, type Params } from './api-request';
import { useSessionStore } from '@/stores/session-store';

/*
 * The dashboard's client for /api: fetch, the signed-in user's ID token, the UI's language, and one error
 * type. A 2xx answers its body (JSON, or a Blob for downloads); anything else rejects with ApiRequestError,
 * carrying the API's code and field errors when the body has them.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequest = {
  method: Method;
  /** Below /api, with its leading slash. */
  url: string;
  /** The query string; null and undefined values are left out. */
  params?: Params;
  /** Sent as JSON. */
  data?: unknown;
  responseType?: 'json' | 'blob';
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type ApiResponse<T> = { status: number; data: T };
type RequestConfig = Omit<ApiRequest, 'method' | 'url' | 'data'>;

/** One exchange: the status and the body as received, whatever the status. */
export type Transport = (request: ApiRequest & { headers: Record<string, string> }) => Promise<{
  status: number;
  body: unknown;
}>;

const fetchTransport: Transport = async ({ method, url, params, data, responseType, headers, signal }) => {
  let response: Response;
  try {
    const address = apiAddress(url, params);
    response = await ((method === 'GET' && takeEarly(address, headers)) ||
      fetch(address, {
        method,
        headers: data === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        body: data === undefined ? undefined : JSON.stringify(data),
        signal,
      }));
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled query, not a failure
    throw new ApiRequestError(0, 'network', error instanceof Error ? error.message : String(error));
  }
  if (response.ok && responseType === 'blob') return { status: response.status, body: await response.blob() };
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text; // not JSON: the error keeps its status and a generic code
  }
  return { status: response.status, body };
};

function toApiRequestError(status: number, body: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiRequestError(status, code, message, fields);
  }
  return new ApiRequestError(
    status,
    status >= 500 ? 'internal' : 'unknown',
    `Request failed with status ${status}`,
  );
}

async function request<T>(config: ApiRequest): Promise<ApiResponse<T>> {
  const headers = await requestHeaders(config.headers);
  const { status, body } = await api.transport({ ...config, headers });
  if (status < 200 || status >= 300) {
    const error = toApiRequestError(status, body);
    if (error.status === 401 && error.code === SESSION_ENDED) endSessionHere();
    throw error;
  }
  return { status, data: body as T };
}

/** The API's answer to a token of a session that ended elsewhere: a password change, a disabled account. */
const SESSION_ENDED = 'auth/session-ended';

/**
 * The session ended on the server, so it ends here too: the guards take the person to the sign-in screen,
 * rather than leaving them on screens whose every request fails.
 */
function endSessionHere(): void {
  useSessionStore.getState().setUser(null);
  void import('./sign-out').then(({ signOutHere }) => signOutHere()).catch(() => undefined);
}

export const api = {
  /** How requests go out; tests answer them in place of the network (testing/mock-api). */
  transport: fetchTransport,
  request,
  get: <T>(url: string, config: RequestConfig = {}) => request<T>({ ...config, method: 'GET', url }),
  delete: <T>(url: string, config: RequestConfig = {}) => request<T>({ ...config, method: 'DELETE', url }),
  post: <T>(url: string, data?: unknown, config: RequestConfig = {}) =>
    request<T>({ ...config, method: 'POST', url, data }),
  put: <T>(url: string, data?: unknown, config: RequestConfig = {}) =>
    request<T>({ ...config, method: 'PUT', url, data }),
  patch: <T>(url: string, data?: unknown, config: RequestConfig = {}) =>
    request<T>({ ...config, method: 'PATCH', url, data }),
};
