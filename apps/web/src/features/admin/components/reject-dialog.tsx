import { rejectClaimBodySchema } from '@venues/contracts/claims';
import { useTranslation } from 'react-i18next';
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
import '../i18n';

export function RejectDialog({ placeName, ...props }: ReasonDialogProps & { placeName: string }) {
  const { t } = useTranslation('admin');
  return (
    <ReasonDialog
      {...props}
      rule={rejectClaimBodySchema.shape.reason}
      texts={{
        title: t('dialog.title', { name: placeName }),
        label: t('dialog.reason'),
        hint: t('dialog.hint'),
        cancel: t('dialog.cancel'),
        confirm: t('dialog.confirm'),
      }}
    />
  );
}
