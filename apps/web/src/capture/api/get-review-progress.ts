import { capturePaths } from '../paths';
import type { CaptureFailure, CaptureStatus } from '@venues/contracts/capture';
import { request } from './request';

export type ReviewProgress = { id: string; status: CaptureStatus; failure_reason: CaptureFailure | null };

export function getReviewProgress(id: string, token: string): Promise<ReviewProgress> {
  return request<ReviewProgress>(capturePaths.api.progress(id), { token });
}
