import { capturePaths } from '../paths';
import { request } from './request';

export type WithdrawPreview = { venue_name: string; title: string; created_at: string };

/** The withdrawal link's own query (review, expires, signature) is the credential: no sign-in. */
export function getWithdrawPreview(query: URLSearchParams): Promise<WithdrawPreview> {
  return request<WithdrawPreview>(capturePaths.api.withdraw(query));
}
