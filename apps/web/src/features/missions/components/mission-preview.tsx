import {
  describeAudience,
  describeDates,
  describeFrequency,
  describeWhen,
  type MissionLanguage,
} from '@venues/contracts/missions-texts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import type { MissionFormValues } from '../utils/mission-form';
import { toMissionInput } from '../utils/mission-form';
import '../texts';

const languages: readonly MissionLanguage[] = ['it', 'en'];
const languageNames: Record<MissionLanguage, string> = { it: 'Italiano', en: 'English' };

/**
 * The mission's public page as a guest will see it on a phone, from what the form holds now, in either
 * language: the schedule lines are the ones the public page and the poster print.
 */
export function MissionPreview({ values, venueName }: { values: MissionFormValues; venueName: string }) {
  const { t } = useTranslation('missions');
  const [language, setLanguage] = useState<MissionLanguage>(i18n.resolvedLanguage === 'it' ? 'it' : 'en');
  const guest = i18n.getFixedT(language, 'missions');
  const titleId = useId();
  const input = toMissionInput(values);
  const days = input.redeem_days ?? [];
  const datesKnown = input.starts_at !== '' && input.deadline !== '';
  const cap = input.cap ?? null;
  const schedule = {
    starts_at: input.starts_at,
    deadline: input.deadline,
    redeem_days: days,
    redeem_from: input.redeem_from ?? null,
    redeem_until: input.redeem_until ?? null,
  };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold text-slate-900">
          {t('preview.title')}
        </h3>
        <div role="group" aria-label={t('preview.language')} className="flex gap-1">
          {languages.map((option) => (
            <button
              key={option}
              type="button"
              lang={option}
              aria-pressed={language === option}
              onClick={() => setLanguage(option)}
              className="rounded-md px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 aria-pressed:bg-teal-700 aria-pressed:text-white"
            >
              {languageNames[option]}
            </button>
          ))}
        </div>
      </div>
      <div
        role="region"
        aria-label={t('preview.frame')}
        lang={language}
        className="mx-auto w-full max-w-[375px] overflow-hidden rounded-[2rem] border-8 border-slate-800 bg-slate-50 shadow-lg"
      >
        <div className="flex flex-col gap-4 p-5">
          <div className="text-xs font-semibold tracking-wide text-teal-800 uppercase">{venueName}</div>
          <div className="text-2xl font-bold break-words text-slate-900">
            {values.title.trim() || guest('preview.untitled')}
          </div>
          {values.description.trim() && (
            <p className="text-sm whitespace-pre-line text-slate-700">{values.description}</p>
          )}
          <div className="rounded-xl bg-teal-700 px-4 py-3 text-white">
            <p className="text-xs font-medium text-teal-50">{guest('preview.reward')}</p>
            <div className="text-lg font-semibold break-words">{values.reward.trim() || '—'}</div>
          </div>
          <div className="flex flex-col gap-1 text-sm text-slate-700">
            <div className="font-semibold text-slate-900">{guest('preview.when')}</div>
            <p>{datesKnown ? describeDates(schedule, language) : guest('preview.noDates')}</p>
            {days.length > 0 && <p>{describeWhen(schedule, language)}</p>}
            <p>{describeAudience(values.audience, language)}</p>
            <p>{describeFrequency(values.frequency, language)}</p>
            {typeof cap === 'number' && Number.isInteger(cap) && cap > 0 && (
              <p>{guest('preview.cap', { cap })}</p>
            )}
          </div>
          {values.conditions.trim() && (
            <div className="flex flex-col gap-1 text-sm text-slate-700">
              <div className="font-semibold text-slate-900">{guest('preview.conditions')}</div>
              <p className="whitespace-pre-line">{values.conditions}</p>
            </div>
          )}
          <span
            aria-hidden="true"
            className="rounded-xl bg-slate-900 px-4 py-3 text-center text-sm font-semibold text-white"
          >
            {guest('preview.takePart')}
          </span>
          <p className="text-xs text-slate-500">{guest('preview.note')}</p>
        </div>
      </div>
    </section>
  );
}
