import { hideReplyBodySchema } from '@venues/contracts/replies';
import { useTranslation } from 'react-i18next';
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
import '../i18n';

/** Staff hide a reply only for abuse; the owner reads the reason in the review. */
export function HideReplyDialog({ venue, ...props }: ReasonDialogProps & { venue: string }) {
  const { t } = useTranslation('admin');
  return (
    <ReasonDialog
      {...props}
      rule={hideReplyBodySchema.shape.reason}
      texts={{
        title: t('replies.hideDialog.title', { venue }),
        label: t('replies.hideDialog.reason'),
        hint: t('replies.hideDialog.hint'),
        cancel: t('dialog.cancel'),
        confirm: t('replies.hideDialog.confirm'),
      }}
    />
  );
}
