import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useI18n } from '../i18n/i18n';
import type { UploadState } from '../hooks/use-upload';
import { cardClasses } from './page-shell';

type UploadProgressProps = { state: UploadState; onResume: () => void; onStartOver: () => void };

export function UploadProgress({ state, onResume, onStartOver }: UploadProgressProps) {
  const { t } = useI18n();
  const percent = 'percent' in state ? state.percent : state.status === 'done' ? 100 : 0;
  return (
    <section aria-labelledby="upload-heading" className={cardClasses}>
      <h2 id="upload-heading" className="text-lg font-semibold text-slate-900">
        {t('upload.heading')}
      </h2>
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t('upload.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-teal-700 transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <span
          aria-hidden="true"
          className="w-12 text-right text-sm font-semibold text-slate-800 tabular-nums"
        >
          {percent}%
        </span>
      </div>
      {state.status === 'uploading' && <p className="text-sm text-slate-600">{t('upload.keepOpen')}</p>}
      {state.status === 'offline' && <Alert tone="info">{t('upload.offline')}</Alert>}
      {(state.status === 'interrupted' || state.status === 'offline') && (
        <>
          {state.status === 'interrupted' && <Alert tone="error">{t('upload.failed')}</Alert>}
          <Button onClick={onResume} className="w-full">
            {t('upload.resume')}
          </Button>
        </>
      )}
      {state.status === 'refused' && (
        <>
          <Alert tone="error">{t('upload.refused')}</Alert>
          <Button variant="secondary" onClick={onStartOver} className="w-full">
            {t('upload.discard')}
          </Button>
        </>
      )}
    </section>
  );
}
