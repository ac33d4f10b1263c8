import { VENUE_TIME_ZONE } from '@venues/contracts/clock';
import { formatDateTime } from '@venues/contracts/format';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import type { ActivityEntry } from '../api/get-activity';
import { actorOf, describeEntry } from '../utils/describe-entry';
import '../texts';

/** One entry: who, what, when (the venue's clock) and its kind; a review it touched opens from here. */
export function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const { t, i18n } = useTranslation('activity');
  const when = formatDateTime(entry.createdAt, i18n.resolvedLanguage, { timeZone: VENUE_TIME_ZONE });
  const email = entry.actor.kind === 'person' && entry.actor.name ? entry.actor.email : null;
  const reviewId = entry.subject.type === 'review' ? entry.subject.id : null;
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-4">
      <time dateTime={entry.createdAt} className="shrink-0 text-sm text-slate-500 tabular-nums sm:w-36">
        {when}
      </time>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm break-words text-slate-900">
          <span className="font-semibold">{actorOf(entry, t)}</span>
          {email && <span className="text-slate-500"> · {email}</span>}
        </p>
        <p className="text-sm break-words text-slate-700">{describeEntry(entry, t)}</p>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge>{t(`filters.kinds.${entry.kind}`)}</StatusBadge>
          {reviewId && (
            <TextLink to={paths.dashboard.reviews.getHref(reviewId)} className="text-sm">
              {t('openReview')}
            </TextLink>
          )}
        </div>
      </div>
    </li>
  );
}
