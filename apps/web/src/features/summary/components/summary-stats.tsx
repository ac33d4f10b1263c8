import type { Stats } from '../api/get-stats';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { SkeletonText } from '@/components/ui/skeleton';
import { formatCount, formatEuros } from '@venues/contracts/format';
import '../texts';

const FIGURE = 'text-3xl font-bold tracking-tight text-slate-900';
const HINT = 'text-sm text-slate-500';

function Figure({ value, hint }: { value: string; hint: string }) {
  return (
    <>
      <div className={FIGURE}>{value}</div>
      <p className={HINT}>{hint}</p>
    </>
  );
}

export function SummaryStats({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation('summary');
  const language = i18n.resolvedLanguage;
  return (
    <>
      <Card title={t('totalReviews.title')}>
        <Figure
          value={formatCount(stats.totalReviews, language)}
          hint={t('totalReviews.hint', { count: stats.reviews30d })}
        />
      </Card>
      <Card title={t('estimatedValue.title')}>
        <Figure
          value={formatEuros(stats.estimatedValue30d, language)}
          hint={t('estimatedValue.hint', { count: stats.visits30d })}
        />
      </Card>
    </>
  );
}

export function SummaryStatsSkeleton() {
  const { t } = useTranslation('summary');
  return (
    <>
      {[t('totalReviews.title'), t('estimatedValue.title')].map((title) => (
        <Card key={title} title={title} busy>
          <SkeletonText className={FIGURE} width="w-32" />
          <SkeletonText className={HINT} width="w-40" />
        </Card>
      ))}
    </>
  );
}
