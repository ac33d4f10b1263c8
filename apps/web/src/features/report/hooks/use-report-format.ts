import { VENUE_TIME_ZONE } from '@venues/contracts/clock';
import { useTranslation } from 'react-i18next';
import {
  formatCount,
  formatDate,
  formatEuros,
  formatRating,
  formatShare,
  NO_FIGURE,
} from '@venues/contracts/format';
import type { Report } from '../api/get-report';
import '../texts';

/** The report's figures and dates as texts in the UI language; '—' where there is no figure. */
export function useReportFormat() {
  const { t, i18n } = useTranslation('report');
  const language = i18n.resolvedLanguage;
  // The year a day leaves out is the current one where the venues are.
  const day = (value: string) => formatDate(value, language, { timeZone: VENUE_TIME_ZONE });
  const orDash =
    <T>(format: (value: T) => string) =>
    (value: T | null) =>
      value === null ? NO_FIGURE : format(value);
  return {
    language,
    day,
    /** A bucket by its first day: the date, or 'Week of …' for a week. */
    bucket: (start: string, bucket: Report['bucket']) =>
      bucket === 'day' ? day(start) : t('charts.weekOf', { date: day(start) }),
    count: (value: number) => formatCount(value, language),
    euros: (cents: number) => formatEuros(cents, language),
    wholeEuros: (cents: number) => formatEuros(cents, language, { digits: 'whole' }),
    rating: orDash((value: number) => formatRating(value, language)),
    share: orDash((value: number) => formatShare(value, language)),
  };
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
