import type { OwnGuestData as GuestDataWire } from '@venues/contracts/guest-data';
import { forgetPasses } from '../lib/pass-store';
import { capturePaths } from '../paths';
import { request, type Answer } from './request';

export type GuestData = Answer<GuestDataWire>;
type ErasureWire = { reviews_deleted: number; passes_deleted: number; visits_unlinked: number };

/**
 * Everything tied to the link's guest, at every venue, each review with its own private link; the private
 * link's query (a review's or a pass's) is the credential.
 */
export function getGuestData(query: URLSearchParams): Promise<GuestData> {
  return request<GuestDataWire>(capturePaths.api.guestData(query));
}

/**
 * Erases everything: reviews, videos and passes deleted; visits kept for the venues, unlinked. The passes
 * kept on this phone go too, so that no mission page shows a code that no longer exists.
 */
export async function eraseGuestData(query: URLSearchParams): Promise<Answer<ErasureWire>> {
  const erased = await request<ErasureWire>(capturePaths.api.guestData(query), { method: 'DELETE' });
  forgetPasses();
  return erased;
}
