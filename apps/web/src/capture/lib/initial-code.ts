import type { CaptureCode as CaptureCodeWire } from '@venues/contracts/capture';
import type { CodeState } from '../hooks/use-capture-code';
import { initialRecordState } from './initial-record';

/** The code's state from the page's block (GET /api/capture/{code}'s data), when the block is about it. */
export const initialCodeState = (block: unknown, code: string | null): CodeState | undefined =>
  initialRecordState<CaptureCodeWire>(block, code);
