import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { ApiRequestError } from '@/lib/api-error';
import { saveBlob } from '@/lib/save-file';
import {
  staffGuestReason,
  useGuestErasure,
  useGuestExport,
  type GuestData,
  type GuestErasure,
} from '../api/admin-guests';
import '../i18n';
import { ReasonDialog } from './reason-dialog';

type Action = 'export' | 'erase';
type Outcome =
  | { action: 'export'; subject: string; data: GuestData }
  | { action: 'erase'; subject: string; erased: GuestErasure };

const fileNameOf = (subject: string) =>
  `guest-data-${subject.replace(/[^A-Za-z0-9-]/g, '').slice(0, 40) || 'guest'}.json`;

function ExportOutcome({ subject, data }: { subject: string; data: GuestData }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <p role="status" className="text-sm text-slate-800">
        {t('guests.exported', {
          name: data.name,
          reviews: t('guests.reviews', { count: data.reviews.length }),
          passes: t('guests.passes', { count: data.passes.length }),
          visits: t('guests.visits', { count: data.visits.length }),
        })}
      </p>
      <Button
        variant="secondary"
        onClick={() =>
          saveBlob(
            new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
            fileNameOf(subject),
          )
        }
      >
        {t('guests.download')}
      </Button>
    </div>
  );
}

/**
 * A guest who lost the private link writes to the provider: staff find their data by a review id or a pass
 * code the guest gives, and export or erase it on the guest's behalf, with a reason that the record keeps.
 */
export function GuestRequests() {
  const { t } = useTranslation('admin');
  const [subject, setSubject] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const exporting = useGuestExport();
  const erasing = useGuestErasure();
  const pending = exporting.isPending || erasing.isPending;

  const ask = (action: Action) => {
    if (subject.trim() === '') {
      setMissing(true);
      return;
    }
    setOutcome(null);
    setConfirming(action);
  };

  const failed = (error: ApiRequestError) => {
    setConfirming(null);
    if (error.status === 404) toast.error(t('guests.notFound'));
    else if (error.status === 400 && !error.fields?.reason) toast.error(t('guests.badSubject'));
    else toast.error(t('guests.failed'));
  };

  const run = (reason: string) => {
    const request = { subject: subject.trim(), reason };
    if (confirming === 'export')
      exporting.mutate(request, {
        onSuccess: (data) => {
          setConfirming(null);
          setOutcome({ action: 'export', subject: request.subject, data });
        },
        onError: failed,
      });
    else
      erasing.mutate(request, {
        onSuccess: (erased) => {
          setConfirming(null);
          setOutcome({ action: 'erase', subject: request.subject, erased });
        },
        onError: failed,
      });
  };

  return (
    <section aria-labelledby="admin-guests" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="admin-guests" className="text-xl font-bold text-slate-900">
          {t('guests.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('guests.intro')}</p>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          ask('export');
        }}
        className="flex flex-col gap-3"
      >
        <TextField
          label={t('guests.subject')}
          hint={t('guests.subjectHint')}
          error={missing ? t('guests.subjectMissing') : undefined}
          autoComplete="off"
          spellCheck={false}
          value={subject}
          onChange={(event) => {
            setSubject(event.target.value);
            setMissing(false);
          }}
          className="sm:w-96"
        />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit" variant="secondary" disabled={pending}>
            {t('guests.export')}
          </Button>
          <Button type="button" variant="danger" disabled={pending} onClick={() => ask('erase')}>
            {t('guests.erase')}
          </Button>
        </div>
      </form>
      {outcome?.action === 'export' && <ExportOutcome subject={outcome.subject} data={outcome.data} />}
      {outcome?.action === 'erase' && (
        <Alert tone="success">
          {t('guests.erased', {
            reviews: t('guests.reviews', { count: outcome.erased.reviewsDeleted }),
            passes: t('guests.passes', { count: outcome.erased.passesDeleted }),
            visits: t('guests.visits', { count: outcome.erased.visitsUnlinked }),
          })}
        </Alert>
      )}
      {confirming && (
        <ReasonDialog
          rule={staffGuestReason}
          pending={pending}
          texts={{
            title: t(`guests.dialog.${confirming}Title`),
            label: t('guests.dialog.reason'),
            hint: t(`guests.dialog.${confirming}Hint`),
            cancel: t('dialog.cancel'),
            confirm: t(`guests.${confirming}`),
          }}
          onCancel={() => setConfirming(null)}
          onConfirm={run}
        />
      )}
    </section>
  );
}
