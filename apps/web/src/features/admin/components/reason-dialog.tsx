import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button, focusRing } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RequiredMark } from '@/components/ui/text-field';
import { useValidationMessage } from '@/hooks/use-validation-message';

export type ReasonDialogProps = {
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

type ReasonDialogTexts = {
  title: string;
  label: string;
  hint: string;
  cancel: string;
  confirm: string;
};

/** A staff decision that needs a written reason: the reason starts focused, and Escape waits while saving. */
export function ReasonDialog({
  texts,
  rule,
  pending,
  onCancel,
  onConfirm,
}: ReasonDialogProps & { texts: ReasonDialogTexts; rule: z.ZodType<string, string> }) {
  const message = useValidationMessage();
  const titleId = useId();
  const reasonId = useId();
  const schema = useMemo(() => z.object({ reason: z.string().trim().min(1, 'required').pipe(rule) }), [rule]);
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
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
          {texts.title}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor={reasonId} className="text-sm font-medium text-slate-800">
            {texts.label}
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
            {texts.hint}
          </p>
          {error && (
            <p id={`${reasonId}-error`} className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {texts.cancel}
          </Button>
          <Button type="submit" pending={pending}>
            {texts.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
