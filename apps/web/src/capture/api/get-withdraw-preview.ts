import { capturePaths } from '../paths';
import { request, type Answer } from './request';

type WithdrawPreviewWire = { venue_name: string; title: string; created_at: string };
export type WithdrawPreview = Answer<WithdrawPreviewWire>;

/** The withdrawal link's own query (review, expires, signature) is the credential: no sign-in. */
export function getWithdrawPreview(query: URLSearchParams): Promise<WithdrawPreview> {
  return request<WithdrawPreviewWire>(capturePaths.api.withdraw(query));
}
