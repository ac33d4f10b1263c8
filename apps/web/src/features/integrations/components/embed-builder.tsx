import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { CopyableText } from '@/components/ui/copyable-text';
import { focusRing } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import type { Publishing } from '../api/get-publishing';
import {
  EMBED_COUNTS,
  EMBED_DEFAULTS,
  embedHeight,
  embedSnippet,
  embedUrl,
  type EmbedChoice,
} from '../utils/embed-snippet';
import { ChoiceGroup } from './choice-group';
import '../texts';

/** The website embed: its options, a live preview of the frame, and the code to paste. */
export function EmbedBuilder({ publishing, venueName }: { publishing: Publishing; venueName: string }) {
  const { t } = useTranslation('integrations');
  const [choice, setChoice] = useState<EmbedChoice>(EMBED_DEFAULTS);
  const [withScript, setWithScript] = useState(true);
  const countId = useId();
  const set =
    <Key extends keyof EmbedChoice>(key: Key) =>
    (value: EmbedChoice[Key]) =>
      setChoice((current) => ({ ...current, [key]: value }));
  const snippet = embedSnippet(publishing.origin, publishing.slug, choice, {
    title: t('embed.frameTitle', { venue: venueName }),
    withScript,
  });

  return (
    <SectionCard title={t('embed.title')} intro={t('embed.intro')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup
          legend={t('embed.layout')}
          name="embed-layout"
          value={choice.layout}
          onChange={set('layout')}
          options={(['carousel', 'grid'] as const).map((value) => ({
            value,
            label: t(`embed.layouts.${value}`),
          }))}
        />
        <ChoiceGroup
          legend={t('embed.language')}
          name="embed-language"
          value={choice.lang}
          onChange={set('lang')}
          options={(['auto', 'it', 'en'] as const).map((value) => ({
            value,
            label: t(`embed.languages.${value}`),
          }))}
        />
        <ChoiceGroup
          legend={t('embed.theme')}
          name="embed-theme"
          value={choice.theme}
          onChange={set('theme')}
          options={(['light', 'dark'] as const).map((value) => ({
            value,
            label: t(`embed.themes.${value}`),
          }))}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={countId} className="text-sm font-medium text-slate-800">
            {t('embed.count')}
          </label>
          <select
            id={countId}
            value={choice.count}
            onChange={(event) => set('count')(Number(event.target.value))}
            className={`min-h-10 w-32 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm ${focusRing}`}
          >
            {EMBED_COUNTS.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-800">{t('embed.preview')}</h3>
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          <iframe
            key={embedUrl(publishing.origin, publishing.slug, choice)}
            src={embedUrl(publishing.origin, publishing.slug, choice)}
            title={t('embed.previewTitle')}
            loading="lazy"
            className="block w-full border-0"
            style={{ height: Math.min(embedHeight(choice), 560) }}
          />
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-800">{t('embed.snippet')}</h3>
        <CheckboxField
          label={t('embed.includeScript')}
          checked={withScript}
          onChange={(event) => setWithScript(event.target.checked)}
        />
        <p className="text-xs text-slate-500">{t('embed.scriptHint')}</p>
        <CopyableText text={snippet} label={t('embed.copy')} name={t('embed.copyName')} kind="code" />
      </div>
    </SectionCard>
  );
}
