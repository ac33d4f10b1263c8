import { elideItalianArticles } from '@venues/contracts/italian';
import {
  describeAudience,
  describeDates,
  describeFrequency,
  describeWhen,
} from '@venues/contracts/missions-texts';
import { DetailList } from '@/components/ui/detail-list';
import type { PublicMission } from '../api/get-mission';
import { useI18n } from '../i18n/i18n';
import { scheduleOf } from '../lib/mission-schedule';
import { cardClasses } from './page-shell';

/**
 * The offer in the owner's words, the reward first, then when and for whom it holds. A mission from before
 * rewards existed has none: its title leads instead.
 */
export function MissionDetails({ mission }: { mission: PublicMission }) {
  const { t, language } = useI18n();
  const schedule = scheduleOf(mission);
  const dates = describeDates(schedule, language);
  const items = [
    { label: t('mission.dates'), value: language === 'it' ? elideItalianArticles(dates) : dates },
    { label: t('mission.when'), value: describeWhen(schedule, language) },
    { label: t('mission.audience'), value: describeAudience(mission.audience, language) },
    { label: t('mission.frequency'), value: describeFrequency(mission.frequency, language) },
  ];
  return (
    <section aria-labelledby="mission-reward" className={cardClasses}>
      <div className="flex flex-col gap-1">
        {mission.reward && <div className="text-sm font-semibold text-teal-700">{mission.title}</div>}
        <h2 id="mission-reward" className="text-2xl font-bold break-words text-slate-900">
          {mission.reward || mission.title}
        </h2>
      </div>
      {mission.description && (
        <p className="break-words whitespace-pre-line text-slate-700">{mission.description}</p>
      )}
      <DetailList items={items} />
      {mission.conditions && (
        <div className="flex flex-col gap-0.5">
          <h3 className="text-xs font-medium tracking-wide text-slate-500">{t('mission.conditions')}</h3>
          <p className="text-sm break-words whitespace-pre-line text-slate-900">{mission.conditions}</p>
        </div>
      )}
    </section>
  );
}
