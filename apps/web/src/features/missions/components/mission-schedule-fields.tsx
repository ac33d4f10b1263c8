import type { MissionInput } from '@venues/contracts/missions';
import { missionAudiences, missionFrequencies, WEEKDAYS } from '@venues/contracts/missions-rules';
import { describeDays } from '@venues/contracts/missions-texts';
import { useId, type ReactNode } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RequiredMark, TextField } from '@/components/ui/text-field';
import type { MissionFormValues } from '../utils/mission-form';
import { useFormFieldError } from './mission-text-fields';
import '../texts';

function Fieldset({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const radioClass =
  'size-4 border-slate-300 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600';

/** When the mission runs and may be redeemed, how many passes, who may take part and how often. */
export function MissionScheduleFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<MissionFormValues>;
  control: Control<MissionFormValues, unknown, MissionInput>;
  errors: FieldErrors<MissionFormValues>;
}) {
  const { t, i18n } = useTranslation('missions');
  const fieldError = useFormFieldError();
  const language = i18n.resolvedLanguage === 'it' ? 'it' : 'en';
  const limitHours = useWatch({ control, name: 'limit_hours' });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={t('form.startsLabel')}
          labelSuffix={<RequiredMark />}
          aria-required
          error={fieldError(errors.starts_at, t('form.dateInvalid'))}
          {...register('starts_at')}
        />
        <TextField
          type="datetime-local"
          label={t('form.deadlineLabel')}
          labelSuffix={<RequiredMark />}
          aria-required
          error={fieldError(errors.deadline, t('form.dateInvalid'))}
          {...register('deadline')}
        />
      </div>
      <Fieldset legend={t('form.daysLegend')} error={fieldError(errors.redeem_days)}>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <CheckboxField
              key={day}
              label={describeDays([day], language)}
              value={String(day)}
              {...register('redeem_days')}
            />
          ))}
        </div>
      </Fieldset>
      <div className="flex flex-col gap-3">
        <CheckboxField label={t('form.hoursLabel')} {...register('limit_hours')} />
        {limitHours && (
          <div className="flex flex-col gap-1">
            <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
              <TextField
                type="time"
                label={t('form.fromLabel')}
                error={fieldError(errors.redeem_from, t('form.dateInvalid'))}
                {...register('redeem_from')}
              />
              <TextField
                type="time"
                label={t('form.untilLabel')}
                error={fieldError(errors.redeem_until, t('form.dateInvalid'))}
                {...register('redeem_until')}
              />
            </div>
            <p className="text-xs text-slate-500">{t('form.hoursHint')}</p>
          </div>
        )}
      </div>
      <TextField
        type="text"
        inputMode="numeric"
        autoComplete="off"
        label={t('form.capLabel')}
        labelSuffix={<span className="font-normal text-slate-500">{t('form.optional')}</span>}
        hint={t('form.capHint')}
        error={fieldError(errors.cap, t('form.capInvalid'))}
        className="sm:max-w-xs"
        {...register('cap')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Fieldset legend={t('form.audienceLegend')}>
          {missionAudiences.map((audience) => (
            <label key={audience} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="radio" value={audience} className={radioClass} {...register('audience')} />
              {t(`form.audience.${audience}`)}
            </label>
          ))}
        </Fieldset>
        <Fieldset legend={t('form.frequencyLegend')}>
          {missionFrequencies.map((frequency) => (
            <label key={frequency} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="radio" value={frequency} className={radioClass} {...register('frequency')} />
              {t(`form.frequency.${frequency}`)}
            </label>
          ))}
        </Fieldset>
      </div>
    </>
  );
}
