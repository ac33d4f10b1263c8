import { DATA_EXPORT_KEPT_DAYS } from '@venues/contracts/account-rules';
import { formatDateTime } from '@venues/contracts/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { useDataExport, useRequestDataExport } from '../api/data-export';
import { DeleteAccountDialog } from './delete-account-dialog';
import '../texts';

/** The download of the person's data: asked for here, prepared by the server, then offered at its link. */
function DataExportPanel() {
  const { t, i18n } = useTranslation('profile');
  const current = useDataExport();
  const request = useRequestDataExport();
  const start = () => request.mutate();
  const file = current.data;

  let state;
  if (current.isPending) {
    state = <Spinner className="size-5 text-slate-500" />;
  } else if (current.isError) {
    state = (
      <div className="flex flex-col gap-2">
        <Alert tone="error">{t('yourData.export.loadFailed')}</Alert>
        <Button variant="secondary" className="self-start" onClick={() => void current.refetch()}>
          {t('yourData.export.retry')}
        </Button>
      </div>
    );
  } else if (file?.status === 'preparing') {
    state = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner className="size-4 shrink-0 text-teal-700" />
        {t('yourData.export.preparing')}
      </p>
    );
  } else if (file?.status === 'ready' && file.downloadUrl && file.expiresAt) {
    state = (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm text-slate-700">
          {t('yourData.export.ready', { date: formatDateTime(file.expiresAt, i18n.resolvedLanguage) })}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <a href={file.downloadUrl} download className={buttonClasses('primary')}>
            {t('yourData.export.download')}
          </a>
          <Button variant="ghost" pending={request.isPending} onClick={start}>
            {t('yourData.export.again')}
          </Button>
        </div>
      </div>
    );
  } else {
    state = (
      <div className="flex flex-col gap-2">
        {file?.status === 'failed' && <Alert tone="error">{t('yourData.export.failed')}</Alert>}
        <Button variant="secondary" className="self-start" pending={request.isPending} onClick={start}>
          {file?.status === 'failed' ? t('yourData.export.retry') : t('yourData.export.start')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-slate-900">{t('yourData.export.title')}</h3>
      <p className="text-sm text-slate-600">{t('yourData.export.body', { count: DATA_EXPORT_KEPT_DAYS })}</p>
      {request.isError && <Alert tone="error">{t('yourData.export.startFailed')}</Alert>}
      {state}
    </div>
  );
}

/** "Your data": the person's rights over their own account, on their profile. */
export function YourDataSection() {
  const { t } = useTranslation('profile');
  const [deleting, setDeleting] = useState(false);
  return (
    <SectionCard title={t('yourData.title')} intro={t('yourData.intro')}>
      <div className="flex flex-col gap-6">
        <DataExportPanel />
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">
          <h3 className="text-base font-semibold text-slate-900">{t('yourData.delete.title')}</h3>
          <p className="text-sm text-slate-600">{t('yourData.delete.body')}</p>
          <Button
            variant="secondary"
            className="self-start"
            aria-haspopup="dialog"
            onClick={() => setDeleting(true)}
          >
            {t('yourData.delete.open')}
          </Button>
        </div>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </SectionCard>
  );
}
