import { hideReviewBodySchema } from '@venues/contracts/review-reports';
import { useTranslation } from 'react-i18next';
import { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
import '../i18n';

/** Staff hide a review only for abuse, and the reason is stored with it. */
export function HideReviewDialog({ reviewTitle, ...props }: ReasonDialogProps & { reviewTitle: string }) {
  const { t } = useTranslation('admin');
  return (
    <ReasonDialog
      {...props}
      rule={hideReviewBodySchema.shape.reason}
      texts={{
        title: t('reports.hideDialog.title', { title: reviewTitle }),
        label: t('reports.hideDialog.reason'),
        hint: t('reports.hideDialog.hint'),
        cancel: t('dialog.cancel'),
        confirm: t('reports.hideDialog.confirm'),
      }}
    />
  );
}
