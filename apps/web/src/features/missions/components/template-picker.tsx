import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { missionTemplateIds, type MissionTemplateId } from '../utils/templates';
import '../texts';

/** Four ready missions; picking one fills the form, where everything can still change. */
export function TemplatePicker({ onPick }: { onPick: (id: MissionTemplateId) => void }) {
  const { t } = useTranslation('missions');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2">
      <h3 id={titleId} className="text-sm font-semibold text-slate-800">
        {t('templates.title')}
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        {missionTemplateIds.map((id) => (
          <li key={id}>
            <button
              type="button"
              onClick={() => onPick(id)}
              className="flex h-full w-full flex-col items-start gap-1 rounded-xl border border-slate-200 bg-white px-3 py-2 text-left hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
            >
              <span className="text-sm font-semibold text-slate-900">{t(`templates.${id}.name`)}</span>
              <span className="text-xs text-slate-600">{t(`templates.${id}.summary`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
