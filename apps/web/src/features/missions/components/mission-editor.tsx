import { zodResolver } from '@hookform/resolvers/zod';
import type { MissionInput } from '@venues/contracts/missions';
import { asksForReview } from '@venues/contracts/missions-rules';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useServerFieldErrors } from '@/hooks/use-server-field-errors';
import type { ApiRequestError } from '@/lib/api-error';
import type { Mission } from '../api/get-missions';
import { useSaveMission } from '../api/save-mission';
import { missionFormSchema, type MissionFormValues } from '../utils/mission-form';
import { missionTemplates, type MissionTemplateId } from '../utils/templates';
import { MissionPreview } from './mission-preview';
import { MissionScheduleFields } from './mission-schedule-fields';
import { MissionTextFields } from './mission-text-fields';
import { PlanLimitNotice } from './plan-limit-notice';
import { TemplatePicker } from './template-picker';
import '../texts';

/** What the editor opens on: a new mission (maybe a copy or a template) or an existing one. */
export type MissionDraft = { missionId: string | null; title: string; values: MissionFormValues };

const textFields = ['title', 'description', 'reward', 'conditions'] as const;
// The fields that show an error of their own, named as on the wire.
const FIELDS = [
  ...textFields,
  'starts_at',
  'deadline',
  'redeem_days',
  'redeem_from',
  'redeem_until',
  'cap',
] as const satisfies readonly (keyof MissionFormValues)[];

export function MissionEditor({
  placeId,
  venueName,
  draft,
  planLimit,
  onClose,
}: {
  placeId: string;
  venueName: string;
  draft: MissionDraft;
  /** The plan's limit when it is reached, which a new mission would go over; undefined otherwise. */
  planLimit: number | undefined;
  onClose: (saved: Mission | null) => void;
}) {
  const { t } = useTranslation('missions');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [formError, setFormError] = useState<'failed' | 'plan' | 'invalid' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const form = useForm<MissionFormValues, unknown, MissionInput>({
    resolver: zodResolver(missionFormSchema),
    defaultValues: draft.values,
    mode: 'onTouched',
  });
  const save = useSaveMission(placeId);
  const placeFieldErrors = useServerFieldErrors(form.setError, FIELDS);
  const values = useWatch({ control: form.control }) as MissionFormValues;
  const creating = draft.missionId === null;

  useEffect(() => heading.current?.focus(), []);

  const incentive = new Set(textFields.filter((name) => asksForReview(values[name] ?? '')));
  const incentiveNames = [...incentive].map((name) => t(`form.${name}Label`)).join(', ');

  const pickTemplate = (id: MissionTemplateId) => {
    const rules = missionTemplates[id];
    form.reset({
      ...form.getValues(),
      title: t(`templates.${id}.title`),
      description: t(`templates.${id}.description`),
      reward: t(`templates.${id}.reward`),
      conditions: t(`templates.${id}.conditions`),
      redeem_days: rules.redeem_days.map(String),
      limit_hours: rules.hours !== null,
      redeem_from: rules.hours?.from ?? '',
      redeem_until: rules.hours?.until ?? '',
      audience: rules.audience,
      frequency: rules.frequency,
    });
    setAnnouncement(t('templates.applied', { name: t(`templates.${id}.name`) }));
  };

  const applyApiError = (error: ApiRequestError) => {
    if (error.code === 'missions/plan-limit') return setFormError('plan');
    setFormError(placeFieldErrors(error).placed.length > 0 ? 'invalid' : 'failed');
  };

  const onSubmit = (body: MissionInput) => {
    setFormError(null);
    save.mutate(
      { missionId: draft.missionId, body },
      {
        onSuccess: (mission) => {
          toast.success(t(creating ? 'form.created' : 'form.saved', { title: mission.title }));
          onClose(mission);
        },
        onError: applyApiError,
      },
    );
  };

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2
          id={titleId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {creating ? t('form.createTitle') : t('form.editTitle', { title: draft.title })}
        </h2>
        <p className="text-sm text-slate-600">{t('form.intro')}</p>
      </div>
      {creating && planLimit !== undefined && <PlanLimitNotice limit={planLimit} />}
      {creating && <TemplatePicker onPick={pickTemplate} />}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <form
          noValidate
          onSubmit={(event) => void form.handleSubmit(onSubmit, () => setFormError('invalid'))(event)}
          className="flex min-w-0 flex-col gap-4"
        >
          <p className="text-xs text-slate-500">{t('form.required')}</p>
          <MissionTextFields register={form.register} errors={form.formState.errors} incentive={incentive} />
          <p aria-live="polite" className="sr-only">
            {incentive.size > 0 ? t('form.incentiveWarning', { fields: incentiveNames }) : ''}
          </p>
          <MissionScheduleFields
            register={form.register}
            control={form.control}
            errors={form.formState.errors}
          />
          {formError === 'plan' && <PlanLimitNotice limit={planLimit ?? null} />}
          {formError === 'failed' && <Alert tone="error">{t('form.failed')}</Alert>}
          {formError === 'invalid' && <Alert tone="error">{t('form.invalid')}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => onClose(null)} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" pending={save.isPending}>
              {creating ? t('form.create') : t('form.save')}
            </Button>
          </div>
        </form>
        <div className="lg:sticky lg:top-4 lg:self-start">
          <MissionPreview values={values} venueName={venueName} />
        </div>
      </div>
    </section>
  );
}
