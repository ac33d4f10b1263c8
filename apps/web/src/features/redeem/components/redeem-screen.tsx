import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import type { RedeemClient } from '../api/redeem-client';
import { PassEntry } from './pass-entry';
import { PassResult } from './pass-result';
import '../texts';

type RedeemScreenProps = {
  client: RedeemClient;
  venueName: string;
  /** The counter link's name, which the owner gave it. */
  counterLabel?: string;
};

/**
 * The counter's screen, for a phone in a waiter's hand: a pass comes in by camera or by hand, its verdict
 * fills the screen, and one tap redeems it. Both the dashboard and a counter link open it.
 */
export function RedeemScreen({ client, venueName, counterLabel }: RedeemScreenProps) {
  const { t } = useTranslation('redeem');
  const [code, setCode] = useState<string | null>(null);
  const [guests, setGuests] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => setAnnouncement(text), []);

  const next = () => {
    setCode(null);
    setAnnouncement('');
    setGuests((count) => count + 1);
  };

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-5 sm:py-8">
      <header className="flex flex-col gap-1">
        <div className="text-xl font-bold text-teal-800">{venueName}</div>
        <PageTitle venue={venueName}>{t('title')}</PageTitle>
        {counterLabel && (
          <p className="text-base text-slate-600">{t('counterLabel', { label: counterLabel })}</p>
        )}
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {code === null ? (
        <PassEntry key={guests} onCode={setCode} autoFocus={guests > 0} />
      ) : (
        <PassResult key={code} client={client} code={code} onAnnounce={announce} onNext={next} />
      )}
    </div>
  );
}
