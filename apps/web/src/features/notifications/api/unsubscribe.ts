import type { NotificationKind } from '@venues/contracts/notifications';
import { camelize, type Camelized } from '@venues/contracts/wire';
import { ApiRequestError } from '@/lib/api-error';

type UnsubscribedWire = { kind: NotificationKind; place_name: string };
export type Unsubscribed = Camelized<UnsubscribedWire>;

// A record, not a list: the build fails when the contract gains a kind this page has no sentence for.
const KINDS: Record<NotificationKind, true> = {
  new_reviews: true,
  weekly_digest: true,
  monthly_report: true,
};

function isKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(KINDS, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function errorCode(status: number, payload: unknown): string {
  const code = isRecord(payload) && isRecord(payload.error) ? payload.error.code : undefined;
  if (typeof code === 'string') return code;
  return status >= 500 ? 'internal' : 'unknown';
}

/*
 * Plain fetch, neither the dashboard's API client nor the contracts' zod schemas (camelize has no
 * dependency): the page is mostly opened signed out, from a mail, and must stay light. The token is the
 * authorization, so no bearer token is sent; no body either (an empty JSON body would be refused).
 */
export async function unsubscribe(token: string): Promise<Unsubscribed> {
  let response: Response;
  try {
    response = await fetch(`/api/notifications/unsubscribe?${new URLSearchParams({ token }).toString()}`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new ApiRequestError(0, 'network', error instanceof Error ? error.message : 'Network error');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new ApiRequestError(response.status, errorCode(response.status, payload), 'Unsubscribe failed');
  const data = isRecord(payload) && isRecord(payload.data) ? payload.data : null;
  if (!data || !isKind(data.kind) || typeof data.place_name !== 'string')
    throw new ApiRequestError(response.status, 'unknown', 'Unexpected answer');
  return camelize<UnsubscribedWire>({ kind: data.kind, place_name: data.place_name });
}
