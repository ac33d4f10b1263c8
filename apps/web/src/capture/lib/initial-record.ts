import { answerOf, type Answer } from '../api/request';
import type { RecordState } from '../hooks/use-page-record';

/** What the server wrote into a guest's page about the record its URL names: the API's data, or null when unknown. */
export type RecordBlock<Wire> = { code: string; data: Wire | null };

function isRecordBlock<Wire>(value: unknown): value is RecordBlock<Wire> {
  return typeof value === 'object' && value !== null && 'code' in value && 'data' in value;
}

/** The record's state from the page's block, when the block is about this code. */
export function initialRecordState<Wire>(
  block: unknown,
  code: string | null,
): RecordState<Answer<Wire>> | undefined {
  if (!isRecordBlock<Wire>(block) || block.code !== code) return undefined;
  return block.data ? { status: 'ready', data: answerOf(block.data) } : { status: 'not-found' };
}
