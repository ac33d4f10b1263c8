import { useTranslation } from 'react-i18next';
import { CopyableText } from '@/components/ui/copyable-text';
import { ShownOncePanel } from '@/components/ui/shown-once-panel';
import '../texts';

/** A signing secret, shown this once: copy it, then it is gone from the screen for good. */
export function SecretReveal({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation('integrations');
  return (
    <ShownOncePanel
      title={t('webhooks.secret.title', { url })}
      note={t('webhooks.secret.once')}
      doneLabel={t('webhooks.secret.done')}
      onDone={onDone}
    >
      <CopyableText text={secret} label={t('webhooks.secret.copy')} kind="key" />
    </ShownOncePanel>
  );
}
