import type { MessageKey } from '../i18n/messages';
import type { CaptureFailure, CaptureStatus } from '@venues/contracts/capture';

export type StatusView = {
  tone: 'progress' | 'success' | 'error';
  message: MessageKey;
  reason?: MessageKey;
  /** No more polling: the review is published or has failed for good. */
  final: boolean;
};

const reasons: Record<CaptureFailure, MessageKey> = {
  'not-a-video': 'thanks.reasons.not-a-video',
  'too-short': 'thanks.reasons.too-short',
  'too-long': 'thanks.reasons.too-long',
  'processing-error': 'thanks.reasons.processing-error',
  'upload-expired': 'thanks.reasons.upload-expired',
};

/** What the thank-you screen says for a review's status. 'uploading' right after the upload is processing too. */
export function statusView(status: CaptureStatus, failure: CaptureFailure | null): StatusView {
  switch (status) {
    case 'published':
      return { tone: 'success', message: 'thanks.published', final: true };
    case 'failed':
      return {
        tone: 'error',
        message: 'thanks.failed',
        reason: reasons[failure ?? 'processing-error'],
        final: true,
      };
    default:
      return { tone: 'progress', message: 'thanks.processing', final: false };
  }
}
