import { capturePaths } from '../paths';
import type { CaptureCode } from '../lib/contracts';
import { request } from './request';

export function getCaptureCode(code: string): Promise<CaptureCode> {
  return request<CaptureCode>(capturePaths.api.code(code));
}
