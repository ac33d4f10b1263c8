import { zodResolver } from '@hookform/resolvers/zod';
import { businessProfileSchema, ownershipRoleSchema } from '@venues/contracts/business-profile';
import type { Claim } from '@venues/contracts/claims';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-error';
import { useSubmitClaim } from '../api/submit-claim';
import type { SelectedPlace } from '../stores/selection-store';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { PROFILE_FIELDS, useRefusalMessage } from '../utils/profile-errors';
import { ProfileField } from './profile-field';
import '../i18n';

export const profileFormSchema = businessProfileSchema.extend({
  role: z.enum(ownershipRoleSchema.options, 'required'),
  ownership_confirmed: z.literal(true, 'required'),
});
type ProfileFormInput = z.input<typeof profileFormSchema>;
type ProfileFormOutput = z.output<typeof profileFormSchema>;

type ProfileFormProps = {
  places: readonly SelectedPlace[];
  /** Runs after the API accepted the claims, while the button still spins (refresh caches, navigate). */
  onSubmitted: (claims: Claim[]) => Promise<void> | void;
};

export function ProfileForm({ places, onSubmitted }: ProfileFormProps) {
  const { t } = useTranslation('onboarding');
  const message = useValidationMessage();
  const refusalMessage = useRefusalMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { companyName: '', vat: '', phone_number: '', pec: '', address: '', sdi: '' },
  });
  const { errors } = form.formState;
  const placeFieldErrors = useServerFieldErrors(form.setError, PROFILE_FIELDS);
  const submit = useSubmitClaim({
    onSuccess: async (claims) => {
      toast.success(t('profile.success'));
      await onSubmitted(claims);
    },
  });

  const applyApiError = (error: ApiRequestError) => {
    if (error.status === 400 && error.fields) {
      const { placed } = placeFieldErrors(error);
      setFormError(placed.length > 0 ? t('profile.fixFields') : t('errors.generic', { ns: 'common' }));
      return;
    }
    setFormError(refusalMessage(error, (id) => places.find((p) => p.id === id)?.name));
  };

  const onSubmit = (values: ProfileFormOutput) => {
    setFormError(null);
    submit.mutate(
      { ...values, place_ids: places.map((p) => p.id), ownership_confirmed: true },
      {
        onError: (error) =>
          error instanceof ApiRequestError
            ? applyApiError(error)
            : setFormError(t('errors.generic', { ns: 'common' })),
      },
    );
  };

  const field = (name: 'companyName' | 'vat' | 'phone_number' | 'pec' | 'address' | 'sdi') => ({
    ...form.register(name),
    error: message(errors[name]?.message),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-6"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-lg font-semibold text-slate-900">{t('profile.business')}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('profile.requiredNote')}</p>
        <ProfileField
          label={t('profile.companyName')}
          required
          autoComplete="organization"
          {...field('companyName')}
        />
        <ProfileField label={t('profile.vat')} required autoCapitalize="characters" {...field('vat')} />
        <ProfileField
          label={t('profile.phone')}
          required
          type="tel"
          autoComplete="tel"
          {...field('phone_number')}
        />
        <ProfileField label={t('profile.pec')} required type="email" autoComplete="email" {...field('pec')} />
        <ProfileField
          label={t('profile.address')}
          required
          autoComplete="street-address"
          className="sm:col-span-2"
          {...field('address')}
        />
        <ProfileField label={t('profile.sdi')} autoCapitalize="characters" {...field('sdi')} />
      </fieldset>

      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={errors.role ? true : undefined}
        aria-describedby={errors.role ? 'role-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('profile.role')}
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        </legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-3">
          {ownershipRoleSchema.options.map((role) => (
            <label
              key={role}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600"
            >
              <input
                type="radio"
                value={role}
                className="size-4 accent-teal-700"
                {...form.register('role')}
              />
              {t(`profile.roles.${role}`)}
            </label>
          ))}
        </div>
        {errors.role && (
          <p id="role-error" className="text-sm text-red-700">
            {message(errors.role.message)}
          </p>
        )}
      </fieldset>

      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-2">
          <input
            id="ownership-confirmed"
            type="checkbox"
            aria-required
            aria-invalid={errors.ownership_confirmed ? true : undefined}
            aria-describedby={errors.ownership_confirmed ? 'ownership-error' : undefined}
            className="mt-0.5 size-4 shrink-0 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
            {...form.register('ownership_confirmed')}
          />
          <label htmlFor="ownership-confirmed" className="text-sm text-slate-700">
            {t('profile.confirm')}
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          </label>
        </div>
        {errors.ownership_confirmed && (
          <p id="ownership-error" className="text-sm text-red-700">
            {message(errors.ownership_confirmed.message)}
          </p>
        )}
      </div>

      {formError && <Alert tone="error">{formError}</Alert>}
      <Button type="submit" pending={submit.isPending} className="self-stretch sm:self-start">
        {t('profile.submit')}
      </Button>
    </form>
  );
}
