import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/components/ui/icons';
import { RATING_SCALE } from '../utils/review-format';
import '../texts';

const slots = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

export function Stars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('reviews');
  return (
    <span
      role="img"
      aria-label={t('modal.rating', { value, max: RATING_SCALE })}
      className="inline-flex gap-0.5"
    >
      {slots.map((slot) => (
        <StarIcon
          key={slot}
          data-filled={slot <= value}
          className={clsx(
            size === 'sm' ? 'size-4' : 'size-5',
            slot <= value ? 'text-amber-400' : 'text-slate-200',
          )}
        />
      ))}
    </span>
  );
}

/** A sub-rating as five circles, the first `value` filled. */
export function RatingCircles({ value }: { value: number }) {
  const { t } = useTranslation('reviews');
  return (
    <span
      role="img"
      aria-label={t('modal.rating', { value, max: RATING_SCALE })}
      className="inline-flex gap-1"
    >
      {slots.map((slot) => (
        <span
          key={slot}
          aria-hidden="true"
          data-filled={slot <= value}
          className={clsx(
            'size-3 rounded-full border',
            slot <= value ? 'border-teal-700 bg-teal-600' : 'border-slate-300 bg-white',
          )}
        />
      ))}
    </span>
  );
}
