import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { CreatedCounterLink } from '../api/create-counter-link';
import { CopyableText } from '@/components/ui/copyable-text';
import { QrImage } from '@/components/ui/qr-image';
import '../texts';

/** The new link's URL, shown this once: copy it or scan it, then it is gone from the screen for good. */
export function CounterLinkReveal({ link, onDone }: { link: CreatedCounterLink; onDone: () => void }) {
  const { t } = useTranslation('missions');
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
        className="text-base font-semibold text-slate-900 outline-none"
      >
        {t('counter.revealTitle', { label: link.label })}
      </h3>
      <p className="text-sm font-medium text-teal-900">{t('counter.revealOnce')}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <QrImage
          url={link.url}
          label={t('counter.qr', { label: link.label })}
          className="w-40 self-center rounded-lg border border-slate-200 sm:self-start"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <CopyableText text={link.url} label={t('share.copy')} />
          <Button onClick={onDone} className="self-start">
            {t('counter.done')}
          </Button>
        </div>
      </div>
    </div>
  );
}
