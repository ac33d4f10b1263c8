import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import '../texts';

/** Ending cannot be taken back, so it asks first; Cancel comes first, so it is where focus starts. */
export function EndMissionDialog({
  title,
  pending,
  failed,
  onCancel,
  onConfirm,
}: {
  title: string;
  pending: boolean;
  failed: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('missions');
  return (
    <Modal
      title={t('endDialog.title', { title })}
      onClose={() => !pending && onCancel()}
      className="max-w-lg rounded-t-2xl"
    >
      <div className="flex flex-col gap-4 px-4 pt-2 pb-5 sm:px-6 sm:pb-6">
        <p className="text-sm text-slate-700">{t('endDialog.body')}</p>
        {failed && <Alert tone="error">{t('endDialog.failed')}</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t('endDialog.cancel')}
          </Button>
          <Button pending={pending} onClick={onConfirm}>
            {t('endDialog.confirm')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
