import { apiErrorSchema } from '@venues/contracts/errors';
import axios, { AxiosError } from 'axios';
import { ApiRequestError } from './api-error';
import { auth } from './firebase';
import { currentLanguage } from './i18n';

export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  if (error instanceof AxiosError) {
    const status = error.response?.status ?? 0;
    const parsed = apiErrorSchema.safeParse(error.response?.data);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiRequestError(status, code, message, fields);
    }
    if (!error.response) return new ApiRequestError(0, 'network', error.message);
    return new ApiRequestError(status, status >= 500 ? 'internal' : 'unknown', error.message);
  }
  return new ApiRequestError(0, 'unknown', error instanceof Error ? error.message : String(error));
}

export const api = axios.create({
  baseURL: '/api',
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
  headers: { Accept: 'application/json' },
});

api.interceptors.request.use(async (config) => {
  const token = await auth.currentUser?.getIdToken();
  if (token) config.headers.Authorization = `Bearer ${token}`;
  // The UI language, not the browser's: the API writes the user's mails in it.
  config.headers['Accept-Language'] = currentLanguage();
  return config;
});

/** A download (`responseType: 'blob'`) gets its error body as a Blob too: read it, so the API's code comes through. */
async function readBlobErrorBody(error: unknown): Promise<void> {
  if (!(error instanceof AxiosError) || !error.response) return;
  const { response } = error;
  if (!(response.data instanceof Blob) || !response.data.type.includes('json')) return;
  try {
    response.data = JSON.parse(await response.data.text()) as unknown;
  } catch {
    // Not JSON after all: the error keeps its status and a generic code.
  }
}

api.interceptors.response.use(undefined, async (error: unknown) => {
  await readBlobErrorBody(error);
  return Promise.reject(toApiRequestError(error));
});
