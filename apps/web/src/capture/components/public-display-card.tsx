import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';
import { cardClasses } from './page-shell';

type PublicDisplayCardProps = {
  venueName: string;
  pending: boolean;
  onStop: () => void;
};

/** A review shown in public, and the guest's one tap (confirmed) that makes it private again. */
export function PublicDisplayCard({ venueName, pending, onStop }: PublicDisplayCardProps) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  // The question takes the focus, so a screen reader reads it before the two answers.
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  return (
    <section aria-labelledby="public-display" className={cardClasses}>
      <h2 id="public-display" className="text-lg font-semibold text-slate-900">
        {t('withdraw.publicTitle')}
      </h2>
      <p className="text-slate-700">{t('withdraw.publicBody', { venue: venueName })}</p>
      {confirming ? (
        <div className="flex flex-col gap-3">
          <p ref={question} tabIndex={-1} className="font-medium text-slate-900 focus:outline-none">
            {t('withdraw.stopConfirm', { venue: venueName })}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={onStop} pending={pending}>
              {t('withdraw.stopConfirmYes')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
              {t('withdraw.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('withdraw.stopPublic')}
        </Button>
      )}
    </section>
  );
}
