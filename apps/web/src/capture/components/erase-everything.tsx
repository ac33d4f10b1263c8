import { useI18n } from '../i18n/i18n';
import { ConfirmStep } from './confirm-step';
import { NoticePage } from './notice-page';

/** "Erase everything", asked once more before anything is erased. */
export function EraseEverything({ pending, onErase }: { pending: boolean; onErase: () => void }) {
  const { t } = useI18n();
  return (
    <ConfirmStep
      ask={t('guestData.erase')}
      question={t('guestData.eraseConfirm')}
      yes={t('guestData.eraseYes')}
      pending={pending}
      onConfirm={onErase}
    />
  );
}

/** What a private link's page says once everything was erased. */
export function ErasedNotice() {
  const { t } = useI18n();
  return (
    <NoticePage title={t('guestData.doneTitle')}>
      <p role="status" className="text-slate-700">
        {t('guestData.doneBody')}
      </p>
    </NoticePage>
  );
}
