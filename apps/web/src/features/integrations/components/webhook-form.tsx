import { zodResolver } from '@hookform/resolvers/zod';
import { WEBHOOK_ENDPOINTS_MAX } from '@venues/contracts/plans';
import {
  webhookEndpointInputSchema,
  webhookEventTypes,
  webhookUrlProblems,
  type WebhookEndpointInput,
} from '@venues/contracts/webhooks';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RequiredMark, TextField } from '@/components/ui/text-field';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { useCreateWebhook, type CreatedWebhook } from '../api/create-webhook';
import '../texts';

type FormInput = z.input<typeof webhookEndpointInputSchema>;
const FIELDS = ['url', 'events', 'description'] as const;
const urlProblems: readonly string[] = [...webhookUrlProblems, 'badUrl'];
const isUrlProblem = (
  message: string | undefined,
): message is (typeof webhookUrlProblems)[number] | 'badUrl' =>
  message !== undefined && urlProblems.includes(message);

/** A new endpoint: its HTTPS address, the events it receives, and a note for the owners. */
export function WebhookForm({
  placeId,
  onCreated,
}: {
  placeId: string;
  onCreated: (webhook: CreatedWebhook) => void;
}) {
  const { t } = useTranslation('integrations');
  const validation = useValidationMessage();
  const eventsId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, WebhookEndpointInput>({
    resolver: zodResolver(webhookEndpointInputSchema),
    defaultValues: { url: '', events: [...webhookEventTypes], description: '' },
  });
  const create = useCreateWebhook(placeId);
  const placeFieldErrors = useServerFieldErrors(form.setError, FIELDS);
  const { errors } = form.formState;

  const urlError = (message: string | undefined) =>
    isUrlProblem(message) ? t(`webhooks.errors.${message}`) : validation(message);

  const onSubmit = (input: WebhookEndpointInput) => {
    setFailure(null);
    create.mutate(input, {
      onSuccess: (webhook) => {
        form.reset();
        onCreated(webhook);
      },
      onError: (error) => {
        if (placeFieldErrors(error).placed.length > 0) return;
        if (error.code === 'webhooks/too-many')
          setFailure(t('webhooks.errors.tooMany', { count: WEBHOOK_ENDPOINTS_MAX }));
        else if (error.code === 'webhooks/plan-required') setFailure(t('webhooks.errors.planRequired'));
        else setFailure(t('webhooks.form.failed'));
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4"
    >
      <h3 className="text-base font-semibold text-slate-900">{t('webhooks.form.title')}</h3>
      <TextField
        label={t('webhooks.form.url')}
        labelSuffix={<RequiredMark />}
        aria-required
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        hint={t('webhooks.form.urlHint')}
        error={urlError(errors.url?.message)}
        {...form.register('url')}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.events ? `${eventsId}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('webhooks.form.events')}
          <RequiredMark />
        </legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              value={type}
              className="size-4 rounded border-slate-300 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
              {...form.register('events')}
            />
            <span>
              {t(`webhooks.events.${type}`)} <code className="text-xs text-slate-500">{type}</code>
            </span>
          </label>
        ))}
        {errors.events && (
          <p id={`${eventsId}-error`} className="text-sm text-red-700">
            {t('webhooks.errors.eventsRequired')}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('webhooks.form.description')}
        labelSuffix={<span className="ml-1 font-normal text-slate-500">{t('webhooks.form.optional')}</span>}
        autoComplete="off"
        hint={t('webhooks.form.descriptionHint')}
        error={validation(errors.description?.message)}
        {...form.register('description')}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" pending={create.isPending} className="self-start">
        {t('webhooks.form.add')}
      </Button>
    </form>
  );
}
