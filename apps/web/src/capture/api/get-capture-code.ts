import { capturePaths } from '../paths';
import type { CaptureCode } from '@venues/contracts/capture';
import { request } from './request';

export function getCaptureCode(code: string): Promise<CaptureCode> {
  return request<CaptureCode>(capturePaths.api.code(code));
}
