import { useCallback } from 'react';
import { getCaptureCode, type CaptureCode } from '../api/get-capture-code';
import { usePageRecord, type RecordState } from './use-page-record';

export type CodeState = RecordState<CaptureCode>;

/** The code's state; `initial`, when the page came with it, saves the request. */
export function useCaptureCode(code: string, initial?: CodeState) {
  const { state, retry, update } = usePageRecord(code, getCaptureCode, initial);
  /** The code was revoked while the guest was filling the form (409 capture/code-revoked). */
  const markRevoked = useCallback(() => update((data) => ({ ...data, status: 'revoked' })), [update]);
  return { state, retry, markRevoked };
}
