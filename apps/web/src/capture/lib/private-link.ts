import { ApiRequestError } from '@/lib/api-error';

/**
 * A guest's private link opens /r/withdraw: a review's link (review=…) for that review's page, or the link
 * a pass offers (guest=…) for what we hold about the guest. Its query is the credential, sent as signed.
 */
export type PrivateLink = { kind: 'review' | 'guest'; query: URLSearchParams };

/** The link's query, exactly as signed; a link missing a part is refused before asking the server. */
export function privateLinkOf(search: string): PrivateLink | null {
  const params = new URLSearchParams(search);
  const kind = params.has('guest') ? 'guest' : 'review';
  const parts = [kind, 'expires', 'signature'];
  if (parts.some((part) => !params.get(part))) return null;
  return { kind, query: new URLSearchParams(parts.map((part) => [part, params.get(part) ?? ''])) };
}

/** Why the server refused a private link, as the page says it. */
export type LinkRefusal = 'expired' | 'invalid' | 'gone' | 'generic';

export function refusalOf(error: unknown): LinkRefusal {
  if (!(error instanceof ApiRequestError)) return 'generic';
  if (error.code === 'capture/withdraw-expired') return 'expired';
  if (error.code === 'capture/withdraw-invalid' || error.status === 400 || error.status === 403)
    return 'invalid';
  return error.status === 404 ? 'gone' : 'generic';
}
