import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { BigButton } from './big-button';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Undo, while the API still allows it: the time left counts down beside it, and the button goes at zero. */
export function UndoButton({
  until,
  pending,
  onUndo,
}: {
  until: string;
  pending: boolean;
  onUndo: () => void;
}) {
  const { t } = useTranslation('redeem');
  const left = useSecondsLeft(until);
  if (left === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <BigButton tone="danger" pending={pending} onClick={onUndo}>
        {t('redeemed.undo')}
      </BigButton>
      <p className="text-center text-base text-slate-700">{t('redeemed.undoUntil', { time: clock(left) })}</p>
    </div>
  );
}
