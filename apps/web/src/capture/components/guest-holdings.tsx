import clsx from 'clsx';
import { focusRing } from '@/components/ui/button';
import type { GuestData } from '../api/guest-data';
import { useFormat, useI18n } from '../i18n/i18n';

const linkClasses = clsx('rounded font-medium text-teal-800 underline', focusRing);

/**
 * Every review with its consent, the passes and the visits of one guest, at every venue. Each review links
 * to its own private page, where the guest withdraws it or stops showing it publicly; `onReview` is the
 * review whose page this already is.
 */
export function GuestHoldings({ data, onReview }: { data: GuestData; onReview?: string | null }) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <div className="flex flex-col gap-3 text-slate-800">
      <h3 className="font-semibold">{t('guestData.reviews', { count: data.reviews.length })}</h3>
      <ul className="list-disc pl-5">
        {data.reviews.map((review) => (
          <li key={review.id}>
            {t('guestData.review', {
              title: review.title,
              venue: review.venueName,
              date: format.date(review.createdAt),
            })}{' '}
            {review.consent.consentedAt &&
              t('guestData.consent', {
                version: review.consent.version ?? '',
                language: review.consent.language ?? '',
                date: format.date(review.consent.consentedAt),
              })}{' '}
            {t(review.consent.publicDisplay ? 'guestData.public' : 'guestData.private')}
            {review.id !== onReview && (
              <>
                {' '}
                <a className={linkClasses} href={review.privateUrl}>
                  {t('guestData.manageReview')}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">{t('guestData.passes', { count: data.passes.length })}</h3>
      <ul className="list-disc pl-5">
        {data.passes.map((pass) => (
          <li key={pass.code}>
            {t('guestData.pass', { code: pass.code, mission: pass.missionTitle, venue: pass.venueName })}
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">{t('guestData.visits', { count: data.visits.length })}</h3>
      <ul className="list-disc pl-5">
        {data.visits.map((visit) => (
          <li key={visit.visitedAt}>
            {t('guestData.visit', { venue: visit.venueName, date: format.date(visit.visitedAt) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
