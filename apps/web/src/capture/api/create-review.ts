import { capturePaths } from '../paths';
import type {
  CaptureReviewBody as CaptureReviewBodyWire,
  CapturedReview as CapturedReviewWire,
} from '@venues/contracts/capture';
import { snakeize, type Camelized } from '@venues/contracts/wire';
import { request, type Answer } from './request';

export type CaptureReviewBody = Camelized<CaptureReviewBodyWire>;
export type CapturedReview = Answer<CapturedReviewWire>;

export function createReview(code: string, body: CaptureReviewBody, token: string): Promise<CapturedReview> {
  return request<CapturedReviewWire>(capturePaths.api.reviews(code), {
    method: 'POST',
    body: snakeize(body),
    token,
  });
}
