import type { NewReviewAlert } from '@venues/contracts/notifications';
import clsx from 'clsx';
import { useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import type { NotificationPreferences } from '../api/get-notifications';
import '../texts';

const RATINGS = [1, 2, 3, 4, 5] as const;

// Not has-checked: the chosen <option> of the star select is :checked too.
const optionClasses =
  'flex min-h-11 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[input:checked]:border-teal-600 has-[input:checked]:bg-teal-50';

function Option({
  value,
  label,
  form,
}: {
  value: NewReviewAlert;
  label: string;
  form: UseFormReturn<NotificationPreferences>;
}) {
  return (
    <label className={clsx(optionClasses, 'cursor-pointer items-center gap-3')}>
      <input
        type="radio"
        value={value}
        className={clsx('size-4 shrink-0 accent-teal-700', focusRing)}
        {...form.register('newReviews')}
      />
      {label}
    </label>
  );
}

/**
 * The new-review emails: every review, only those of N stars or fewer, or none. The star limit is a
 * field of its own below its option, enabled only while that option is chosen; the option names the limit.
 */
export function NewReviewsField({
  form,
  error,
}: {
  form: UseFormReturn<NotificationPreferences>;
  error?: string | undefined;
}) {
  const { t } = useTranslation('notifications');
  const selectId = useId();
  const errorId = useId();
  const [rule, max] = useWatch({ control: form.control, name: ['newReviews', 'lowRatingMax'] });
  const low = rule === 'low';
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('newReviews.legend')}</legend>
      <Option value="all" label={t('newReviews.all')} form={form} />
      <div className={clsx(optionClasses, 'flex-col gap-2')}>
        <label className="flex cursor-pointer items-center gap-3">
          <input
            type="radio"
            value="low"
            className={clsx('size-4 shrink-0 accent-teal-700', focusRing)}
            {...form.register('newReviews')}
          />
          {t('newReviews.low', { count: max })}
        </label>
        <div className="flex flex-wrap items-center gap-2 pl-7">
          <label htmlFor={selectId} className={clsx('text-sm', low ? 'text-slate-700' : 'text-slate-400')}>
            {t('newReviews.max')}
          </label>
          <Controller
            control={form.control}
            name="lowRatingMax"
            render={({ field }) => (
              <select
                id={selectId}
                ref={field.ref}
                name={field.name}
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                disabled={!low}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={clsx(
                  'min-h-10 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 disabled:bg-slate-100 disabled:text-slate-400 sm:text-sm',
                  focusRing,
                  error ? 'border-red-500' : 'border-slate-300',
                )}
              >
                {RATINGS.map((rating) => (
                  <option key={rating} value={rating}>
                    {t('newReviews.stars', { count: rating })}
                  </option>
                ))}
              </select>
            )}
          />
        </div>
        {error && (
          <p id={errorId} className="pl-7 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <Option value="off" label={t('newReviews.off')} form={form} />
    </fieldset>
  );
}
