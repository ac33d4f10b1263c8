import { Button } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';
import { BlobVideo } from './blob-video';
import { cardClasses } from './page-shell';

/** The chosen video above the form, with the way back to record or choose another. */
export function VideoSummary({ video, onChange }: { video: Blob; onChange: () => void }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="video-heading" className={cardClasses}>
      <h2 id="video-heading" className="text-lg font-semibold text-slate-900">
        {t('video.selected')}
      </h2>
      <BlobVideo video={video} label={t('video.selected')} />
      <Button variant="secondary" onClick={onChange}>
        {t('video.change')}
      </Button>
    </section>
  );
}
