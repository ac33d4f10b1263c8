import { zodResolver } from '@hookform/resolvers/zod';
import { rejectClaimBodySchema } from '@venues/contracts/claims';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, focusRing } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RequiredMark } from '@/components/ui/text-field';
import { useValidationMessage } from '../hooks/use-validation-message';
import '../i18n';

const reasonSchema = z.object({
  reason: z.string().trim().min(1, 'required').pipe(rejectClaimBodySchema.shape.reason),
});
type ReasonForm = z.infer<typeof reasonSchema>;

type RejectDialogProps = {
  placeName: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

export function RejectDialog({ placeName, pending, onCancel, onConfirm }: RejectDialogProps) {
  const { t } = useTranslation('admin');
  const message = useValidationMessage();
  const titleId = useId();
  const reasonId = useId();
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const error = message(form.formState.errors.reason?.message);

  return (
    <Modal
      labelledBy={titleId}
      onClose={() => !pending && onCancel()}
      className="max-w-lg rounded-t-2xl p-5 sm:p-6"
    >
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(({ reason }) => onConfirm(reason))(event)}
        className="flex flex-col gap-4"
      >
        <h2 id={titleId} className="pr-8 text-lg font-bold text-slate-900">
          {t('dialog.title', { name: placeName })}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
            {t('dialog.reason')}
            <RequiredMark />
          </label>
          <textarea
            id={reasonId}
            data-autofocus
            rows={4}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${reasonId}-hint${error ? ` ${reasonId}-error` : ''}`}
            className={`rounded-lg border bg-white px-3 py-2 text-base sm:text-sm ${focusRing} ${error ? 'border-red-500' : 'border-slate-300'}`}
            {...form.register('reason')}
          />
          <p id={`${reasonId}-hint`} className="text-sm text-slate-500">
            {t('dialog.hint')}
          </p>
          {error && (
            <p id={`${reasonId}-error`} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" pending={pending}>
            {t('dialog.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
