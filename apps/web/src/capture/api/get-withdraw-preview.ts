import type { WithdrawPreview as WithdrawPreviewWire } from '@venues/contracts/capture';
import { capturePaths } from '../paths';
import { request, type Answer } from './request';

export type WithdrawPreview = Answer<WithdrawPreviewWire>;

/** The private link's own query (review, expires, signature) is the credential: no sign-in. */
export function getWithdrawPreview(query: URLSearchParams): Promise<WithdrawPreview> {
  return request<WithdrawPreviewWire>(capturePaths.api.withdraw(query));
}
