import { capturePaths } from '../paths';
import { request } from './request';

/** The guest takes public display back with the private link; the review stays, private. */
export function stopPublicDisplay(query: URLSearchParams): Promise<{ publicConsent: false }> {
  return request<{ public_consent: false }>(capturePaths.api.publicConsent(query), { method: 'DELETE' });
}
