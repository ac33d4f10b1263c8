import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';

/** "Erase everything", asked once more before anything is erased; the question takes the focus. */
export function EraseEverything({ pending, onErase }: { pending: boolean; onErase: () => void }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('guestData.erase')}
      </Button>
    );
  }
  return (
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
  );
}
