import { HIGHLIGHTS_MAX } from '@venues/contracts/replies';
import clsx from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button, focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSetHighlight } from '../api/set-highlight';
import '../texts';

/** The owner pins a public review at the top of the wall, or unpins it; the limit is said up front. */
export function HighlightToggle({
  placeId,
  reviewId,
  highlighted,
  onChange,
}: {
  placeId: string;
  reviewId: string;
  highlighted: boolean;
  onChange: (highlighted: boolean) => void;
}) {
  const { t } = useTranslation('reviews');
  const labelId = useId();
  const hintId = useId();
  const mutation = useSetHighlight(placeId);
  const [count, setCount] = useState<number | null>(null);
  const max = HIGHLIGHTS_MAX;

  const set = (next: boolean) =>
    mutation.mutate(
      { reviewId, highlighted: next },
      {
        onSuccess: (state) => {
          setCount(state.highlights);
          onChange(state.highlighted);
          toast.success(t(state.highlighted ? 'publishing.highlight.on' : 'publishing.highlight.off'));
        },
      },
    );

  const error = mutation.error;
  const refusal =
    error?.code === 'highlights/limit'
      ? t('publishing.highlight.limit', { max })
      : error?.code === 'highlights/not-public'
        ? t('publishing.highlight.notPublic')
        : undefined;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <span id={labelId} className="text-sm font-medium text-slate-800">
          {t('publishing.highlight.label')}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={highlighted}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-busy={mutation.isPending || undefined}
          disabled={mutation.isPending}
          onClick={() => set(!highlighted)}
          className={clsx(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-70',
            focusRing,
            highlighted ? 'bg-teal-700' : 'bg-slate-300',
          )}
        >
          <span
            className={clsx(
              'inline-flex size-5 items-center justify-center rounded-full bg-white text-teal-700 shadow transition-transform',
              highlighted ? 'translate-x-6' : 'translate-x-1',
            )}
          >
            {mutation.isPending && <Spinner />}
          </span>
        </button>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t('publishing.highlight.hint', { max })}
      </p>
      {count !== null && (
        <p role="status" className="text-sm font-medium text-slate-800">
          {t('publishing.highlight.count', { count, max })}
        </p>
      )}
      {error && refusal && <Alert tone="error">{refusal}</Alert>}
      {error && !refusal && (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{t('publishing.highlight.failed')}</Alert>
          <Button variant="secondary" onClick={() => set(!highlighted)}>
            {t('publishing.reply.retry')}
          </Button>
        </div>
      )}
    </div>
  );
}
