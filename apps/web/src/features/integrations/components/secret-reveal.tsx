import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CopyableText } from '@/components/ui/copyable-text';
import '../texts';

/** A signing secret, shown this once: copy it, then it is gone from the screen for good. */
export function SecretReveal({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation('integrations');
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4"
    >
      <h3
        id={titleId}
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold break-all text-slate-900 outline-none"
      >
        {t('webhooks.secret.title', { url })}
      </h3>
      <p className="text-sm font-medium text-teal-900">{t('webhooks.secret.once')}</p>
      <CopyableText text={secret} label={t('webhooks.secret.copy')} name={t('webhooks.secret.copyName')} />
      <Button onClick={onDone} className="self-start">
        {t('webhooks.secret.done')}
      </Button>
    </div>
  );
}
