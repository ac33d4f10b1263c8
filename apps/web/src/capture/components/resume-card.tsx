import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';
import { cardClasses } from './page-shell';

type ResumeCardProps = { resuming: boolean; failed: boolean; onResume: () => void; onDiscard: () => void };

/** After a reload: a review whose video is stored on the phone but not fully sent. */
export function ResumeCard({ resuming, failed, onResume, onDiscard }: ResumeCardProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="resume-heading" className={cardClasses}>
      <h2 id="resume-heading" className="text-lg font-semibold text-slate-900">
        {t('upload.pendingTitle')}
      </h2>
      <p className="text-sm text-slate-700">{t('upload.pendingBody')}</p>
      {failed && <Alert tone="error">{t('errors.network')}</Alert>}
      <Button onClick={onResume} pending={resuming} className="w-full">
        {t('upload.resume')}
      </Button>
      <Button variant="ghost" onClick={onDiscard} disabled={resuming} className="w-full">
        {t('upload.discard')}
      </Button>
    </section>
  );
}
