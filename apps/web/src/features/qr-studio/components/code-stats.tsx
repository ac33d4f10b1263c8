import type { ReviewCode } from '../api/get-review-codes';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@venues/contracts/format';

/** Scans and reviews of the last 30 days; `compact` for a row of the table codes. */
export function CodeStats({ code, compact = false }: { code: ReviewCode; compact?: boolean }) {
  const { t, i18n } = useTranslation('qr');
  const items = [
    { key: 'scans', label: t('stats.scans'), value: code.scans30d },
    { key: 'reviews', label: t('stats.reviews'), value: code.reviews30d },
  ];
  return (
    <dl className={clsx('flex gap-6', compact && 'gap-4')}>
      {items.map((item) => (
        <div key={item.key} className="flex flex-col">
          <dt className="text-xs font-medium text-slate-500">{item.label}</dt>
          <dd className={clsx('font-semibold text-slate-900 tabular-nums', compact ? 'text-sm' : 'text-xl')}>
            {formatCount(item.value, i18n.resolvedLanguage)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
