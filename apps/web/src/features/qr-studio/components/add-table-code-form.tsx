import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_REVIEW_CODES,
  REVIEW_CODE_LABEL_MAX,
  reviewCodeBodySchema,
  type ReviewCodeBody,
} from '@venues/contracts/review-codes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RequiredMark, TextField } from '@/components/ui/text-field';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { useValidationMessage } from '@/hooks/use-validation-message';
import type { ApiRequestError } from '@/lib/api-error';
import { useCreateReviewCode } from '../api/create-review-code';

type FormInput = z.input<typeof reviewCodeBodySchema>;
const FIELDS = ['label'] as const;

/** Adds a labelled table code; field errors come from the contract's schema here, or from the API's 400/409. */
export function AddTableCodeForm({ placeId, atLimit }: { placeId: string; atLimit: boolean }) {
  const { t } = useTranslation('qr');
  const message = useValidationMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, ReviewCodeBody>({
    resolver: zodResolver(reviewCodeBodySchema),
    defaultValues: { label: '' },
  });
  const create = useCreateReviewCode(placeId);
  const placeFieldErrors = useServerFieldErrors(form.setError, FIELDS);

  const applyApiError = (error: ApiRequestError) => {
    if (error.code === 'review-codes/duplicate-label') {
      form.setError('label', { message: t('tables.errors.duplicate') }, { shouldFocus: true });
    } else if (error.code === 'review-codes/limit') {
      setFormError(t('tables.errors.limit', { max: MAX_REVIEW_CODES }));
    } else if (placeFieldErrors(error).placed.length === 0) {
      setFormError(t('tables.errors.generic'));
    }
  };

  const onSubmit = (body: ReviewCodeBody) => {
    setFormError(null);
    create.mutate(body, {
      onSuccess: (code) => {
        form.reset({ label: '' });
        form.setFocus('label');
        toast.success(t('tables.added', { label: code.label ?? body.label }));
      },
      onError: applyApiError,
    });
  };

  if (atLimit) return <Alert tone="info">{t('tables.limitReached', { max: MAX_REVIEW_CODES })}</Alert>;

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('tables.label')}
            labelSuffix={<RequiredMark />}
            aria-required
            autoComplete="off"
            hint={t('tables.hint', { max: REVIEW_CODE_LABEL_MAX })}
            error={message(form.formState.errors.label?.message)}
            {...form.register('label')}
          />
        </div>
        <Button type="submit" pending={create.isPending} className="sm:mt-6">
          {t('tables.add')}
        </Button>
      </div>
      {formError && <Alert tone="error">{formError}</Alert>}
    </form>
  );
}
