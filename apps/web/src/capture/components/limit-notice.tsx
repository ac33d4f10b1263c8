import { CAPTURE_DAILY_LIMIT_MS } from '@venues/contracts/capture-rules';
import { useFormat, useI18n } from '../i18n/i18n';
import { cardClasses } from './page-shell';

/** One review per guest and venue in a span of time: said plainly, with when the guest can come back. */
export function LimitNotice({
  venueName,
  nextAllowedAt,
}: {
  venueName: string;
  nextAllowedAt: string | null;
}) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <section role="alert" aria-labelledby="limit-heading" className={cardClasses}>
      <h2 id="limit-heading" className="text-lg font-semibold text-slate-900">
        {t('notices.limitedTitle', { venue: venueName })}
      </h2>
      <p className="text-slate-700">
        {t('notices.limitedBody', { span: format.duration(CAPTURE_DAILY_LIMIT_MS, 'hour') })}
      </p>
      {nextAllowedAt && (
        <p className="font-medium text-slate-900">
          {t('notices.limitedWhen', { date: format.date(nextAllowedAt) })}
        </p>
      )}
    </section>
  );
}
