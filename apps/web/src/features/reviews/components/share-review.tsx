import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CopyableText } from '@/components/ui/copyable-text';
import '../texts';

/**
 * A public review's share page: its link to copy, and the device's share sheet where the browser has one.
 * A cancelled share sheet is no failure, so nothing is said about it.
 */
export function ShareReview({ url, venue }: { url: string; venue: string | undefined }) {
  const { t } = useTranslation('reviews');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ url, title: venue ? t('publishing.share.shareTitle', { venue }) : undefined });
    } catch {
      // The guest closed the sheet, or the browser refused: the link stays there to copy.
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">{t('publishing.share.label')}</p>
      <CopyableText text={url} label={t('publishing.share.copy')} />
      {canShare && (
        <Button variant="secondary" className="self-start" onClick={() => void share()}>
          {t('publishing.share.share')}
        </Button>
      )}
    </div>
  );
}
