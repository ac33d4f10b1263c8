import { zodResolver } from '@hookform/resolvers/zod';
import { REPORT_NOTE_MAX, reportReasonSchema } from '@venues/contracts/review-reports';
import clsx from 'clsx';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button, focusRing } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RequiredMark } from '@/components/ui/text-field';
import { useReportReview } from '../api/report-review';
import '../texts';

const reportFormSchema = z.object({
  reason: z.string({ error: 'required' }).pipe(reportReasonSchema),
  note: z.string().trim().max(REPORT_NOTE_MAX, 'maxLength'),
});
type ReportForm = z.input<typeof reportFormSchema>;
type ReportValues = z.output<typeof reportFormSchema>;

const REASONS = reportReasonSchema.options;

/** The owner cannot remove a review, only ask staff to look at it. */
export function ReportReviewDialog({
  placeId,
  reviewId,
  onClose,
}: {
  placeId: string;
  reviewId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('reviews');
  const titleId = useId();
  const reasonErrorId = useId();
  const noteId = useId();
  const report = useReportReview();
  const form = useForm<ReportForm, unknown, ReportValues>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { note: '' },
  });
  const { errors } = form.formState;
  const close = () => !report.isPending && onClose();

  const send = (body: ReportValues) =>
    report.mutate(
      { placeId, reviewId, body },
      {
        onSuccess: () => {
          toast.success(t('report.sent'));
          onClose();
        },
        onError: (error) => {
          if (error.status === 409 && error.code === 'reviews/already-reported') {
            toast.info(t('report.alreadyReported'));
            onClose();
          } else toast.error(t('report.failed'));
        },
      },
    );

  return (
    <Modal labelledBy={titleId} onClose={close} className="max-w-lg rounded-t-2xl p-5 sm:p-6">
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
        className="flex flex-col gap-4"
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {t('report.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('report.explain')}</p>
        <fieldset
          aria-required
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? reasonErrorId : undefined}
          className="flex flex-col gap-2"
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {t('report.reason')}
            <RequiredMark />
          </legend>
          {REASONS.map((reason) => (
            <label
              key={reason}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm text-slate-800 has-checked:border-teal-600 has-checked:bg-teal-50"
            >
              <input
                type="radio"
                value={reason}
                className={clsx('size-4 accent-teal-700', focusRing)}
                {...form.register('reason')}
              />
              {t(`report.reasons.${reason}`)}
            </label>
          ))}
          {errors.reason && (
            <p id={reasonErrorId} className="text-sm text-red-700">
              {t('report.reasonRequired')}
            </p>
          )}
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
            {t('report.note')}
          </label>
          <textarea
            id={noteId}
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${noteId}-hint`}
            className={clsx(
              'rounded-lg border bg-white px-3 py-2 text-base sm:text-sm',
              focusRing,
              errors.note ? 'border-red-500' : 'border-slate-300',
            )}
            {...form.register('note')}
          />
          <p
            id={`${noteId}-hint`}
            className={clsx('text-sm', errors.note ? 'text-red-700' : 'text-slate-500')}
          >
            {t('report.noteHint', { max: REPORT_NOTE_MAX })}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" pending={report.isPending}>
            {t('report.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
