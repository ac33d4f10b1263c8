import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFormat, useI18n } from '../i18n/i18n';
import { getGuestData, type GuestData } from '../api/guest-data';
import { cardClasses } from './page-shell';

type GuestDataCardProps = {
  query: URLSearchParams;
  pending: boolean;
  onErase: () => void;
};

/**
 * "What we hold about you": every review with its consent, the passes and the visits of this guest, at
 * every venue, read on demand; and erasing all of it, confirmed first.
 */
export function GuestDataCard({ query, pending, onErase }: GuestDataCardProps) {
  const { t } = useI18n();
  const format = useFormat();
  const [data, setData] = useState<GuestData | null>(null);
  const [failed, setFailed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  const show = () => {
    setFailed(false);
    getGuestData(query).then(setData, () => setFailed(true));
  };

  return (
    <section aria-labelledby="guest-data" className={cardClasses}>
      <h2 id="guest-data" className="text-lg font-semibold text-slate-900">
        {t('guestData.title')}
      </h2>
      <p className="text-slate-700">{t('guestData.intro')}</p>
      {failed && <Alert tone="error">{t('errors.generic')}</Alert>}
      {data ? (
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
      ) : (
        <Button variant="secondary" onClick={show}>
          {t('guestData.show')}
        </Button>
      )}
      {confirming ? (
        <div className="flex flex-col gap-3">
          <p ref={question} tabIndex={-1} className="font-medium text-slate-900 focus:outline-none">
            {t('guestData.eraseConfirm')}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={onErase} pending={pending}>
              {t('guestData.eraseYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
              {t('withdraw.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('guestData.erase')}
        </Button>
      )}
    </section>
  );
}
