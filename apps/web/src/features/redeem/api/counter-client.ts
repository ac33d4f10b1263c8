import { apiErrorSchema } from '@venues/contracts/errors';
import { ApiRequestError } from '@/lib/api-error';
import { currentLanguage } from '@/lib/i18n';
import type { RedeemClient } from './redeem-client';

function toError(status: number, payload: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiRequestError(status, code, message, fields);
  }
  return new ApiRequestError(status, status >= 500 ? 'internal' : 'unknown', `HTTP ${status}`);
}

/*
 * A counter link: plain fetch with the link's secret as the authorization. Not the dashboard's API client,
 * which reads a Firebase token on every request: a waiter's phone never signs in, so Firebase never loads.
 */
export function counterClient(secret: string): RedeemClient {
  return {
    scope: secret,
    send: async (method, path, body) => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: `Counter ${secret}`,
        'accept-language': currentLanguage(),
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(`/api${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        throw new ApiRequestError(0, 'network', error instanceof Error ? error.message : 'Network error');
      }
      const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
      if (!response.ok) throw toError(response.status, payload);
      return payload;
    },
  };
}
