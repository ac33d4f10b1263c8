import { capturePaths } from '../paths';
import type { CaptureReviewBody, CapturedReview } from '@venues/contracts/capture';
import { request } from './request';

export function createReview(code: string, body: CaptureReviewBody, token: string): Promise<CapturedReview> {
  return request<CapturedReview>(capturePaths.api.reviews(code), { method: 'POST', body, token });
}
