import { useTranslation } from 'react-i18next';
import { CopyableText } from '@/components/ui/copyable-text';
import '../texts';

/** A code's link with its Copy button; `name` tells apart the buttons of several links. */
export function CopyableLink({ url, name }: { url: string; name?: string }) {
  const { t } = useTranslation('qr');
  return (
    <CopyableText
      text={url}
      label={t('copy.button')}
      name={name === undefined ? undefined : t('copy.named', { label: name })}
    />
  );
}
