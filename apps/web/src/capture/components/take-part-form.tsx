import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { TakePartError } from '../hooks/use-pass';
import { useI18n } from '../i18n/i18n';
import type { Language } from '../i18n/messages';
import { cardClasses } from './page-shell';

/** The API's limit on the name the counter greets the guest by. */
const NAME_MAX = 40;

type TakePartFormProps = {
  again: boolean;
  pending: boolean;
  error: TakePartError | null;
  onSubmit: (displayName: string, language: Language) => void;
};

export function TakePartForm({ again, pending, error, onSubmit }: TakePartFormProps) {
  const { t, language } = useI18n();
  const [name, setName] = useState('');
  const headingId = useId();
  const hintId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(name, language);
  };

  return (
    <section aria-labelledby={headingId} className={cardClasses}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {t('mission.takePart.heading')}
      </h2>
      <p className="text-slate-700">{t('mission.takePart.intro')}</p>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <div className="flex flex-col gap-1">
          <TextField
            label={t('mission.takePart.name')}
            labelSuffix={<span className="font-normal text-slate-500"> {t('form.optional')}</span>}
            name="display_name"
            autoComplete="given-name"
            maxLength={NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
            aria-describedby={hintId}
          />
          <p id={hintId} className="text-sm text-slate-600">
            {t('mission.takePart.nameHint')}
          </p>
        </div>
        {error && (
          <Alert tone="error">
            {error === 'network'
              ? t('errors.network')
              : error === 'generic'
                ? t('errors.generic')
                : t(`mission.takePart.refusals.${error}`)}
          </Alert>
        )}
        <Button type="submit" pending={pending} className="min-h-12 text-base">
          {t(again ? 'mission.takePart.again' : 'mission.takePart.submit')}
        </Button>
      </form>
    </section>
  );
}
