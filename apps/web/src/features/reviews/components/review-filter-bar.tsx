import { REVIEW_PERIODS, type ReviewFilters } from '@venues/contracts/review-filters';
import { REVIEW_SORTS, type ReviewSort } from '@venues/contracts/review-list';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DateInput, Select } from './filter-fields';
import { hasReviewFilters, type ReviewListState } from '../utils/review-list-url';
import '../texts';

/** A table code the grid can filter on: label null is the venue's own link. */
export type ReviewCodeOption = { id: string; label: string | null };

const ANY = '';
const CUSTOM = 'custom';
/** The rating choices, as min-max of the overall rating. */
const RATING_RANGES = ['1-2', '4-5', '1-1', '2-2', '3-3', '4-4', '5-5'] as const;

const rangeOf = (filters: ReviewFilters) =>
  filters.rating_min === undefined && filters.rating_max === undefined
    ? ANY
    : `${filters.rating_min ?? 1}-${filters.rating_max ?? 5}`;

/**
 * The grid's filters and sort, as native selects: they work with a keyboard, a screen reader and a phone's
 * picker alike. Every change goes to the URL through `onChange`.
 */
export function ReviewFilterBar({
  list,
  codes,
  onChange,
}: {
  list: ReviewListState;
  /** undefined while they load. */
  codes: ReviewCodeOption[] | undefined;
  onChange: (next: ReviewListState) => void;
}) {
  const { t } = useTranslation('reviews');
  const titleId = useId();
  const { filters, sort } = list;
  const hasDates = filters.from !== undefined || filters.to !== undefined;
  const [customPeriod, setCustomPeriod] = useState(hasDates);
  const custom = customPeriod || hasDates;

  const change = (patch: Partial<ReviewFilters>) => {
    const next: ReviewFilters = { ...filters, ...patch };
    for (const key of Object.keys(patch) as (keyof ReviewFilters)[])
      if (patch[key] === undefined) delete next[key];
    onChange({ filters: next, sort });
  };

  const rating = rangeOf(filters);
  const ratingLabel = (range: string) => {
    const [min, max] = range.split('-').map(Number) as [number, number];
    return min === max ? t('filters.stars', { count: min }) : t('filters.starRange', { min, max });
  };
  const onRating = (value: string) => {
    if (value === ANY) return change({ rating_min: undefined, rating_max: undefined });
    const [min, max] = value.split('-').map(Number) as [number, number];
    change({ rating_min: min, rating_max: max });
  };

  const onPeriod = (value: string) => {
    if (value === CUSTOM) {
      setCustomPeriod(true);
      return change({ period: undefined });
    }
    setCustomPeriod(false);
    change({
      period: value === ANY ? undefined : (Number(value) as ReviewFilters['period']),
      from: undefined,
      to: undefined,
    });
  };

  const knownCode = filters.code === undefined || codes?.some((code) => code.id === filters.code);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="sr-only">
        {t('filters.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Select label={t('filters.rating')} value={rating} onChange={onRating}>
          <option value={ANY}>{t('filters.ratingAny')}</option>
          {!(RATING_RANGES as readonly string[]).includes(rating) && rating !== ANY && (
            <option value={rating}>{ratingLabel(rating)}</option>
          )}
          {RATING_RANGES.map((range) => (
            <option key={range} value={range}>
              {ratingLabel(range)}
            </option>
          ))}
        </Select>
        <Select
          label={t('filters.period')}
          value={custom ? CUSTOM : String(filters.period ?? ANY)}
          onChange={onPeriod}
        >
          <option value={ANY}>{t('filters.periodAny')}</option>
          {REVIEW_PERIODS.map((days) => (
            <option key={days} value={String(days)}>
              {t('filters.lastDays', { count: days })}
            </option>
          ))}
          <option value={CUSTOM}>{t('filters.periodCustom')}</option>
        </Select>
        <Select
          label={t('filters.table')}
          value={filters.code ?? ANY}
          onChange={(value) => change({ code: value === ANY ? undefined : value })}
        >
          <option value={ANY}>{t('filters.tableAny')}</option>
          {codes?.map((code) => (
            <option key={code.id} value={code.id}>
              {code.label ?? t('filters.venueLink')}
            </option>
          ))}
          {!knownCode && (
            <option value={filters.code}>{t(codes ? 'filters.otherCode' : 'filters.tablesLoading')}</option>
          )}
        </Select>
        <Select
          label={t('filters.visibility')}
          value={filters.visibility ?? ANY}
          onChange={(value) =>
            change({ visibility: value === ANY ? undefined : (value as ReviewFilters['visibility']) })
          }
        >
          <option value={ANY}>{t('filters.visibilityAny')}</option>
          <option value="public">{t('filters.public')}</option>
          <option value="private">{t('filters.private')}</option>
        </Select>
        <Select
          label={t('filters.reply')}
          value={filters.reply ?? ANY}
          onChange={(value) =>
            change({ reply: value === ANY ? undefined : (value as ReviewFilters['reply']) })
          }
        >
          <option value={ANY}>{t('filters.replyAny')}</option>
          <option value="with">{t('filters.withReply')}</option>
          <option value="without">{t('filters.withoutReply')}</option>
        </Select>
        <Select
          label={t('filters.sort')}
          value={sort}
          onChange={(value) => onChange({ filters, sort: value as ReviewSort })}
        >
          {REVIEW_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`filters.sorts.${option}`)}
            </option>
          ))}
        </Select>
      </div>
      {custom && (
        <div className="grid grid-cols-2 gap-3 sm:max-w-md">
          <DateInput
            label={t('filters.from')}
            value={filters.from}
            max={filters.to}
            onChange={(from) => change({ from, period: undefined })}
          />
          <DateInput
            label={t('filters.to')}
            value={filters.to}
            min={filters.from}
            onChange={(to) => change({ to, period: undefined })}
          />
        </div>
      )}
      {hasReviewFilters(filters) && (
        <div>
          <Button
            variant="ghost"
            className="-ml-2"
            onClick={() => {
              setCustomPeriod(false);
              onChange({ filters: {}, sort });
            }}
          >
            {t('filters.clear')}
          </Button>
        </div>
      )}
    </section>
  );
}
