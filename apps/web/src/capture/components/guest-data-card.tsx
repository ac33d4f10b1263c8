import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';
import { getGuestData, type GuestData } from '../api/guest-data';
import { EraseEverything } from './erase-everything';
import { GuestHoldings } from './guest-holdings';
import { cardClasses } from './page-shell';

type GuestDataCardProps = {
  query: URLSearchParams;
  pending: boolean;
  onErase: () => void;
};

/**
 * "What we hold about you", on a review's private page: every review with its consent, the passes and the
 * visits of this guest, at every venue, read on demand; and erasing all of it, confirmed first.
 */
export function GuestDataCard({ query, pending, onErase }: GuestDataCardProps) {
  const { t } = useI18n();
  const [data, setData] = useState<GuestData | null>(null);
  const [failed, setFailed] = useState(false);

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
        <GuestHoldings data={data} onReview={query.get('review')} />
      ) : (
        <Button variant="secondary" onClick={show}>
          {t('guestData.show')}
        </Button>
      )}
      <EraseEverything pending={pending} onErase={onErase} />
    </section>
  );
}
