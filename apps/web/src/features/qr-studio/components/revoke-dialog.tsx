import type { ReviewCode } from '../api/get-review-codes';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type RevokeDialogProps = {
  code: ReviewCode;
  /** Which choice is being carried out: true for 'revoke and issue a new one'. */
  pending: boolean | null;
  failed: boolean;
  onCancel: () => void;
  onConfirm: (reissue: boolean) => void;
};

/**
 * The venue's own link is always replaced (the server reissues it); a table code can also just go. Cancel
 * comes first, so it is where focus starts.
 */
export function RevokeDialog({ code, pending, failed, onCancel, onConfirm }: RevokeDialogProps) {
  const { t } = useTranslation('qr');
  const busy = pending !== null;
  const label = code.label ?? '';
  return (
    <Modal
      title={code.label === null ? t('revoke.linkTitle') : t('revoke.codeTitle', { label })}
      onClose={() => !busy && onCancel()}
      className="max-w-lg rounded-t-2xl"
    >
      <div className="flex flex-col gap-4 px-4 pt-2 pb-5 sm:px-6 sm:pb-6">
        <p className="text-sm text-slate-700">
          {code.label === null ? t('revoke.linkBody') : t('revoke.codeBody', { label })}
        </p>
        {failed && <Alert tone="error">{t('revoke.failed')}</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </Button>
          {code.label !== null && (
            <Button
              variant="secondary"
              pending={pending === false}
              disabled={busy}
              onClick={() => onConfirm(false)}
            >
              {t('revoke.revoke')}
            </Button>
          )}
          <Button pending={pending === true} disabled={busy} onClick={() => onConfirm(true)}>
            {code.label === null ? t('revoke.linkConfirm') : t('revoke.reissue')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
