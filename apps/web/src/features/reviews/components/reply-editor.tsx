import { zodResolver } from '@hookform/resolvers/zod';
import { REPLY_BODY_MAX, replyBodySchema, type ReplyBody } from '@venues/contracts/replies';
import clsx from 'clsx';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, focusRing } from '@/components/ui/button';
import { useValidationMessage } from '@/hooks/use-validation-message';
import type { ApiRequestError } from '@/lib/api-error';
import '../texts';

/**
 * The reply's text field with its character counter. A failed save keeps the text, says why, and the same
 * button sends it again.
 */
export function ReplyEditor({
  initial,
  isPublic,
  pending,
  error,
  onSave,
  onCancel,
}: {
  initial: string;
  isPublic: boolean;
  pending: boolean;
  error: ApiRequestError | null;
  onSave: (body: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reviews');
  const message = useValidationMessage();
  const fieldId = useId();
  const form = useForm<ReplyBody>({
    resolver: zodResolver(replyBodySchema),
    defaultValues: { body: initial },
  });
  const length = useWatch({ control: form.control, name: 'body' }).length;
  const fieldError = message(form.formState.errors.body?.message);
  const creating = initial === '';

  return (
    <form
      noValidate
      aria-label={t('publishing.reply.heading')}
      onSubmit={(event) => void form.handleSubmit(({ body }) => onSave(body))(event)}
      className="flex flex-col gap-2"
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {t('publishing.reply.label')}
      </label>
      <textarea
        id={fieldId}
        rows={5}
        maxLength={REPLY_BODY_MAX}
        // The owner opened the editor to write: the cursor waits in the field.
        autoFocus
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={`${fieldId}-hint ${fieldId}-count${fieldError ? ` ${fieldId}-error` : ''}`}
        className={clsx(
          'rounded-lg border bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
          focusRing,
          fieldError ? 'border-red-500' : 'border-slate-300',
        )}
        {...form.register('body')}
      />
      <div className="flex items-start justify-between gap-3 text-sm text-slate-600">
        <p id={`${fieldId}-hint`}>
          {t(isPublic ? 'publishing.reply.hintPublic' : 'publishing.reply.hintPrivate', {
            max: REPLY_BODY_MAX,
          })}
        </p>
        <p
          id={`${fieldId}-count`}
          className={clsx(
            'shrink-0 tabular-nums',
            length >= REPLY_BODY_MAX && 'font-semibold text-slate-900',
          )}
        >
          <span aria-hidden="true">
            {t('publishing.reply.counter', { count: length, max: REPLY_BODY_MAX })}
          </span>
          <span className="sr-only">
            {t('publishing.reply.counterLabel', { count: length, max: REPLY_BODY_MAX })}
          </span>
        </p>
      </div>
      {fieldError && (
        <p id={`${fieldId}-error`} className="text-sm text-red-700">
          {fieldError}
        </p>
      )}
      {error && (
        <Alert tone="error">
          {error.code === 'replies/hidden-by-staff'
            ? t('publishing.reply.hiddenLocked')
            : t('publishing.reply.failed')}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('publishing.reply.cancel')}
        </Button>
        <Button type="submit" pending={pending}>
          {error && error.code !== 'replies/hidden-by-staff'
            ? t('publishing.reply.retry')
            : t(creating ? 'publishing.reply.publish' : 'publishing.reply.update')}
        </Button>
      </div>
    </form>
  );
}
