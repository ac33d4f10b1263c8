import { CAPTURE_MAX_SECONDS, CAPTURE_MIN_SECONDS } from '@venues/contracts/capture-rules';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat, useI18n } from '../i18n/i18n';
import type { CapturedReview } from '../api/create-review';
import type { ReviewProgress } from '../api/get-review-progress';
import { useReviewProgress } from '../hooks/use-review-progress';
import { cardClasses } from './page-shell';
import { WithdrawLink } from './withdraw-link';

type ThankYouProps = {
  review: Pick<CapturedReview, 'id' | 'withdrawUrl'>;
  initial?: Pick<ReviewProgress, 'status' | 'failureReason'>;
  onTryAgain: () => void;
  pollMs?: number;
};

const tones = { progress: 'text-slate-800', success: 'text-emerald-800', error: 'text-red-800' } as const;

export function ThankYou({ review, initial, onTryAgain, pollMs }: ThankYouProps) {
  const { t } = useI18n();
  const format = useFormat();
  const view = useReviewProgress(review.id, initial, pollMs);
  const lengths = {
    shortest: format.duration(CAPTURE_MIN_SECONDS * 1000, 'second'),
    longest: format.duration(CAPTURE_MAX_SECONDS * 1000, 'minute'),
  };
  return (
    <section aria-labelledby="thanks-heading" className={cardClasses}>
      <h2 id="thanks-heading" className="text-2xl font-bold text-slate-900">
        {t('thanks.heading')}
      </h2>
      <div role="status" className={`flex items-start gap-2 font-medium ${tones[view.tone]}`}>
        {view.tone === 'progress' && <Spinner className="mt-1 shrink-0 text-teal-700" />}
        <p>
          {t(view.message)}
          {view.reason && <span className="block font-normal">{t(view.reason, lengths)}</span>}
        </p>
      </div>
      {view.tone === 'error' && <Button onClick={onTryAgain}>{t('thanks.tryAgain')}</Button>}
      <WithdrawLink url={review.withdrawUrl} />
    </section>
  );
}
