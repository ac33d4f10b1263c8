import { parseValidationMessage } from '@venues/contracts/validation-messages';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RequiredMark, TextField } from '@/components/ui/text-field';
import { useValidationMessage } from '@/hooks/use-validation-message';
import type { MissionFormValues } from '../utils/mission-form';
import { TextareaField } from '@/components/ui/textarea-field';
import '../texts';

/** The error of a field whose schema message may be no key of ours (a date zod could not read). */
export function useFormFieldError() {
  const message = useValidationMessage();
  return (error: { message?: string | undefined } | undefined, fallback?: string) => {
    if (!error?.message) return undefined;
    return parseValidationMessage(error.message).known || !fallback ? message(error.message) : fallback;
  };
}

/** The mission's words: title, description, reward and conditions. */
export function MissionTextFields({
  register,
  errors,
  incentive,
}: {
  register: UseFormRegister<MissionFormValues>;
  errors: FieldErrors<MissionFormValues>;
  /** The fields whose text asks for a review right now: they show the rule before any submit. */
  incentive: ReadonlySet<keyof MissionFormValues>;
}) {
  const { t } = useTranslation('missions');
  const fieldError = useFormFieldError();
  const message = useValidationMessage();
  const errorOf = (name: 'title' | 'description' | 'reward' | 'conditions') =>
    fieldError(errors[name]) ?? (incentive.has(name) ? message('reviewIncentive') : undefined);
  return (
    <>
      <TextField
        label={t('form.titleLabel')}
        labelSuffix={<RequiredMark />}
        aria-required
        autoComplete="off"
        hint={t('form.titleHint')}
        error={errorOf('title')}
        {...register('title')}
      />
      <TextareaField
        label={t('form.descriptionLabel')}
        labelSuffix={<RequiredMark />}
        aria-required
        error={errorOf('description')}
        {...register('description')}
      />
      <TextField
        label={t('form.rewardLabel')}
        labelSuffix={<RequiredMark />}
        aria-required
        autoComplete="off"
        hint={t('form.rewardHint')}
        error={errorOf('reward')}
        {...register('reward')}
      />
      <TextareaField
        label={t('form.conditionsLabel')}
        labelSuffix={<span className="font-normal text-slate-500">{t('form.optional')}</span>}
        rows={2}
        error={errorOf('conditions')}
        {...register('conditions')}
      />
    </>
  );
}
