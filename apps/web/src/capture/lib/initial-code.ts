import type { CaptureCode as CaptureCodeWire } from '@venues/contracts/capture';
import { answerOf } from '../api/request';
import type { CodeState } from '../hooks/use-capture-code';

/** What the server wrote into the page about its code: GET /api/capture/{code}'s data, or null when unknown. */
export type CodeBlock = { code: string; data: CaptureCodeWire | null };

function isCodeBlock(value: unknown): value is CodeBlock {
  return typeof value === 'object' && value !== null && 'code' in value && 'data' in value;
}

/** The code's state from the page's block, when the block is about this code. */
export function initialCodeState(block: unknown, code: string | null): CodeState | undefined {
  if (!isCodeBlock(block) || block.code !== code) return undefined;
  return block.data ? { status: 'ready', data: answerOf(block.data) } : { status: 'not-found' };
}
