import { useTranslation } from 'react-i18next';
import { CopyableText } from '@/components/ui/copyable-text';
import { QrImage } from '@/components/ui/qr-image';
import { ShownOncePanel } from '@/components/ui/shown-once-panel';
import type { CreatedCounterLink } from '../api/create-counter-link';
import '../texts';

/** The new link's URL, shown this once: copy it or scan it, then it is gone from the screen for good. */
export function CounterLinkReveal({ link, onDone }: { link: CreatedCounterLink; onDone: () => void }) {
  const { t } = useTranslation('missions');
  return (
    <ShownOncePanel
      title={t('counter.revealTitle', { label: link.label })}
      note={t('counter.revealOnce')}
      doneLabel={t('counter.done')}
      onDone={onDone}
      aside={
        <QrImage
          url={link.url}
          label={t('counter.qr', { label: link.label })}
          className="w-40 self-center rounded-lg border border-slate-200 sm:self-start"
        />
      }
    >
      <CopyableText text={link.url} label={t('share.copy')} />
    </ShownOncePanel>
  );
}
