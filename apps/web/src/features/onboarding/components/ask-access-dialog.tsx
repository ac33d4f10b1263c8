import { zodResolver } from '@hookform/resolvers/zod';
import { accessRequestBodySchema } from '@venues/contracts/team';
import { ACCESS_REQUEST_MESSAGE_MAX } from '@venues/contracts/team-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { ApiRequestError } from '@/lib/api-error';
import { useSessionStore } from '@/stores/session-store';
import { useAskAccess } from '../api/ask-access';
import '../i18n';

type Input = z.input<typeof accessRequestBodySchema>;
type Body = z.output<typeof accessRequestBodySchema>;
const FIELDS = ['message'] as const;

type Refusal = 'alreadyRequested' | 'alreadyMember' | 'tooMany' | 'notVerified' | 'emailNotVerified';
const REFUSALS: Record<string, Refusal> = {
  'team/already-requested': 'alreadyRequested',
  'team/already-member': 'alreadyMember',
  'team/too-many-requests': 'tooMany',
  'team/not-verified': 'notVerified',
  'auth/email-not-verified': 'emailNotVerified',
};
const refusalOf = (error: unknown): Refusal | null =>
  error instanceof ApiRequestError ? (REFUSALS[error.code] ?? null) : null;

/**
 * Asks a verified venue's owners for access: who asks (the account's name and address, which the owners
 * will see), an optional message, then the confirmation that the request is on its way.
 */
export function AskAccessDialog({
  place,
  onClose,
}: {
  place: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const message = useValidationMessage();
  const user = useSessionStore((state) => state.user);
  const [failure, setFailure] = useState<Refusal | 'failed' | null>(null);
  const form = useForm<Input, unknown, Body>({
    resolver: zodResolver(accessRequestBodySchema),
    defaultValues: { message: '' },
  });
  const ask = useAskAccess(place.id);
  const placeFieldErrors = useServerFieldErrors(form.setError, FIELDS);
  const email = user?.email ?? '';

  const onSubmit = (body: Body) => {
    setFailure(null);
    ask.mutate(body, {
      onError: (error) => {
        if (placeFieldErrors(error).placed.length > 0) return;
        setFailure(refusalOf(error) ?? 'failed');
      },
    });
  };

  if (ask.isSuccess) {
    return (
      <Modal title={t('access.sentTitle')} onClose={onClose} className="max-w-lg rounded-t-2xl">
        <div className="flex flex-col gap-4 px-4 pt-2 pb-5 sm:px-6 sm:pb-6">
          <Alert tone="success">{t('access.sent', { venue: place.name, email })}</Alert>
          <Button onClick={onClose} className="sm:self-end">
            {t('access.close')}
          </Button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      title={t('access.title', { venue: place.name })}
      onClose={() => !ask.isPending && onClose()}
      className="max-w-lg rounded-t-2xl"
    >
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-4 px-4 pt-2 pb-5 sm:px-6 sm:pb-6"
      >
        <p className="text-sm text-slate-700">{t('access.intro', { venue: place.name })}</p>
        <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
          <p className="text-xs font-semibold text-slate-500">{t('access.you')}</p>
          {user?.displayName ? (
            <p className="font-semibold break-words text-slate-900">{user.displayName}</p>
          ) : (
            <p className="text-slate-600">{t('access.noName')}</p>
          )}
          <p className="break-words text-slate-700">{email}</p>
        </div>
        <TextareaField
          label={t('access.message')}
          labelSuffix={<span className="font-normal text-slate-500"> {t('access.optional')}</span>}
          hint={t('access.messageHint', { max: ACCESS_REQUEST_MESSAGE_MAX })}
          maxLength={ACCESS_REQUEST_MESSAGE_MAX}
          error={message(form.formState.errors.message?.message)}
          {...form.register('message')}
        />
        {failure && (
          <Alert tone={failure === 'alreadyRequested' ? 'info' : 'error'}>
            {failure === 'failed' ? t('access.failed') : t(`access.refusals.${failure}`)}
          </Alert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={ask.isPending}>
            {t('access.cancel')}
          </Button>
          <Button type="submit" pending={ask.isPending}>
            {t('access.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
