import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';

type ConfirmStepProps = {
  /** The button that asks. */
  ask: string;
  question: string;
  /** The answer that does it. */
  yes: string;
  pending: boolean;
  onConfirm: () => void;
};

/**
 * A guest's action that cannot be taken back, asked once more before it is done. The question takes the
 * focus, so a screen reader reads it before the two answers.
 */
export function ConfirmStep({ ask, question, yes, pending, onConfirm }: ConfirmStepProps) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {ask}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p ref={questionRef} tabIndex={-1} className="font-medium text-slate-900 focus:outline-none">
        {question}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onConfirm} pending={pending}>
          {yes}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
          {t('withdraw.cancel')}
        </Button>
      </div>
    </div>
  );
}
