import { capturePaths } from '../paths';
import type { CaptureCode as CaptureCodeWire } from '@venues/contracts/capture';
import { request, type Answer } from './request';

export type CaptureCode = Answer<CaptureCodeWire>;

export function getCaptureCode(code: string): Promise<CaptureCode> {
  return request<CaptureCodeWire>(capturePaths.api.code(code));
}
