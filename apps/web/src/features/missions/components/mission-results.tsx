import { formatCount, formatDate, formatEuros, formatShare } from '@venues/contracts/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMissionResults, type MissionResults as Results } from '../api/get-mission-results';
import type { Mission } from '../api/get-missions';
import { ResultsBars, type Bar } from './results-bars';
import '../texts';

/** The hours between the first and the last redemption, the quiet ones in between at zero. */
function hourBars(byHour: Results['byHour'], count: (value: number) => string): Bar[] {
  if (byHour.length === 0) return [];
  const hours = byHour.map((entry) => entry.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  return Array.from({ length: last - first + 1 }, (_, index) => {
    const hour = first + index;
    const value = byHour.find((entry) => entry.hour === hour)?.redeemed ?? 0;
    return { key: String(hour), label: `${String(hour).padStart(2, '0')}:00`, value, shown: count(value) };
  });
}

function ResultsBody({ results }: { results: Results }) {
  const { t, i18n } = useTranslation('missions');
  const language = i18n.resolvedLanguage;
  const count = (value: number) => formatCount(value, language);
  const figures = [
    { key: 'participants', label: t('results.participants'), value: count(results.participants) },
    { key: 'redeemed', label: t('results.redeemed'), value: count(results.redeemed) },
    { key: 'conversion', label: t('results.conversion'), value: formatShare(results.conversion, language) },
    { key: 'new', label: t('results.newCustomers'), value: count(results.newCustomers) },
    { key: 'returning', label: t('results.returningCustomers'), value: count(results.returningCustomers) },
    { key: 'value', label: t('results.value'), value: formatEuros(results.estimatedValueCents, language) },
  ];
  const days = results.byDay.map((day) => ({
    key: day.date,
    label: formatDate(day.date, language),
    value: day.redeemed,
    shown: count(day.redeemed),
  }));
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map((figure) => (
          <div key={figure.key} className="flex flex-col rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs font-medium text-slate-500">{figure.label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      {results.redeemed === 0 ? (
        <p className="text-sm text-slate-600">{t('results.none')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <ResultsBars
            title={t('results.byDay')}
            labelHeader={t('results.day')}
            valueHeader={t('results.count')}
            bars={days}
          />
          <ResultsBars
            title={t('results.byHour')}
            labelHeader={t('results.hour')}
            valueHeader={t('results.count')}
            bars={hourBars(results.byHour, count)}
          />
        </div>
      )}
    </div>
  );
}

/** One mission's results, fetched when the owner opens them. */
export function MissionResults({ placeId, mission }: { placeId: string; mission: Mission }) {
  const { t } = useTranslation('missions');
  const results = useMissionResults(placeId, mission.id);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={results.isPending || undefined}
      className="flex flex-col gap-3"
    >
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {t('results.title', { title: mission.title })}
      </h3>
      {results.isError && (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{t('results.error')}</Alert>
          <Button variant="secondary" pending={results.isFetching} onClick={() => void results.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {results.isPending && (
        <div
          role="status"
          aria-label={t('results.loading')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        >
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </div>
      )}
      {results.isSuccess && <ResultsBody results={results.data} />}
    </section>
  );
}
