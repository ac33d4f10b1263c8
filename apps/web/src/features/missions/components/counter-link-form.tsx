import { zodResolver } from '@hookform/resolvers/zod';
import { counterLinkBodySchema } from '@venues/contracts/missions';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RequiredMark, TextField } from '@/components/ui/text-field';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { useCreateCounterLink, type CreatedCounterLink } from '../api/create-counter-link';
import '../texts';

type Body = z.output<typeof counterLinkBodySchema>;
const FIELDS = ['label'] as const;

/** A new counter link, named after whose phone it is for. */
export function CounterLinkForm({
  placeId,
  onCreated,
}: {
  placeId: string;
  onCreated: (link: CreatedCounterLink) => void;
}) {
  const { t } = useTranslation('missions');
  const message = useValidationMessage();
  const [failed, setFailed] = useState(false);
  const form = useForm<z.input<typeof counterLinkBodySchema>, unknown, Body>({
    resolver: zodResolver(counterLinkBodySchema),
    defaultValues: { label: '' },
  });
  const create = useCreateCounterLink(placeId);
  const placeFieldErrors = useServerFieldErrors(form.setError, FIELDS);

  const onSubmit = ({ label }: Body) => {
    setFailed(false);
    create.mutate(label, {
      onSuccess: (link) => {
        form.reset({ label: '' });
        onCreated(link);
      },
      onError: (error) => setFailed(placeFieldErrors(error).placed.length === 0),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('counter.label')}
            labelSuffix={<RequiredMark />}
            aria-required
            autoComplete="off"
            hint={t('counter.labelHint')}
            error={message(form.formState.errors.label?.message)}
            {...form.register('label')}
          />
        </div>
        <Button type="submit" pending={create.isPending} className="sm:mt-6">
          {t('counter.create')}
        </Button>
      </div>
      {failed && <Alert tone="error">{t('counter.failed')}</Alert>}
    </form>
  );
}
