import { zodResolver } from '@hookform/resolvers/zod';
import { invitationBodySchema } from '@venues/contracts/team';
import { INVITATION_TTL_DAYS, venueRoles } from '@venues/contracts/team-rules';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { RequiredMark, TextField } from '@/components/ui/text-field';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { useInvitePerson } from '../api/invite-person';
import { teamRefusalOf, type TeamRefusal } from '../utils/team-refusal';
import '../texts';

type Input = z.input<typeof invitationBodySchema>;
type Body = z.output<typeof invitationBodySchema>;
const FIELDS = ['email', 'role'] as const;

/** Invites an address with a role; the API's refusals (on the team already, no seat left) are said here. */
export function InviteForm({ placeId }: { placeId: string }) {
  const { t } = useTranslation('team');
  const titleId = useId();
  const message = useValidationMessage();
  const [failure, setFailure] = useState<TeamRefusal | 'failed' | null>(null);
  const form = useForm<Input, unknown, Body>({
    resolver: zodResolver(invitationBodySchema),
    defaultValues: { email: '', role: 'manager' },
  });
  const invite = useInvitePerson(placeId);
  const placeFieldErrors = useServerFieldErrors(form.setError, FIELDS);
  const { errors } = form.formState;

  const onSubmit = (body: Body) => {
    setFailure(null);
    invite.mutate(body, {
      onSuccess: (invitation) => {
        form.reset({ email: '', role: body.role });
        toast.success(t('invite.sent', { email: invitation.email }));
      },
      onError: (error) => {
        if (placeFieldErrors(error).placed.length > 0) return;
        setFailure(teamRefusalOf(error) ?? 'failed');
      },
    });
  };

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {t('invite.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('invite.intro', { days: INVITATION_TTL_DAYS })}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('invite.email')}
          labelSuffix={<RequiredMark />}
          aria-required
          type="email"
          autoComplete="off"
          className="min-w-0 flex-1"
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <SelectField
          label={t('invite.role')}
          className="sm:w-52"
          error={message(errors.role?.message)}
          {...form.register('role')}
        >
          {venueRoles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" pending={invite.isPending} className="sm:mt-6">
          {t('invite.submit')}
        </Button>
      </div>
      {failure && (
        <Alert tone="error">{failure === 'failed' ? t('invite.failed') : t(`refusals.${failure}`)}</Alert>
      )}
    </form>
  );
}
