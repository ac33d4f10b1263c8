import { capturePaths } from '../paths';
import type { CaptureFailure, CaptureStatus } from '@venues/contracts/capture';
import { request, type Answer } from './request';

type ReviewProgressWire = { id: string; status: CaptureStatus; failure_reason: CaptureFailure | null };
export type ReviewProgress = Answer<ReviewProgressWire>;

export function getReviewProgress(id: string, token: string): Promise<ReviewProgress> {
  return request<ReviewProgressWire>(capturePaths.api.progress(id), { token });
}
