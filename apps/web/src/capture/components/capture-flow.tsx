import { CAPTURE_MAX_SECONDS } from '@venues/contracts/capture-rules';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-error';
import { useFormat, useI18n } from '../i18n/i18n';
import { createReview, type CapturedReview } from '../api/create-review';
import type { CaptureCode } from '../api/get-capture-code';
import { getReviewProgress, type ReviewProgress } from '../api/get-review-progress';
import { useGuest } from '../hooks/use-guest';
import { usePendingReview } from '../hooks/use-pending-review';
import { useUpload } from '../hooks/use-upload';
import { guestToken } from '../lib/guest-auth';
import { clearPending, savePending, type PendingReview } from '../lib/pending-store';
import { fromServerFields, toReviewBody, type FieldErrors, type ReviewFormValues } from '../lib/review-form';
import { LimitNotice } from './limit-notice';
import { PageShell } from './page-shell';
import { ResumeCard } from './resume-card';
import { ReviewForm } from './review-form';
import { ThankYou } from './thank-you';
import { UploadProgress } from './upload-progress';
import { VideoStep } from './video-step';
import { VideoSummary } from './video-summary';

type Step =
  | { name: 'start' }
  | { name: 'form'; video: Blob }
  | { name: 'uploading'; pending: PendingReview }
  | { name: 'done'; review: CapturedReview; progress?: ReviewProgress };

type FlowProps = { code: string; data: CaptureCode; onRevoked: () => void };

/** Video → form → upload → thank-you, for an active code. */
export function CaptureFlow({ code, data, onRevoked }: FlowProps) {
  const { t, language } = useI18n();
  const format = useFormat();
  const venueName = data.venue?.name ?? t('thisVenue');
  const guest = useGuest(code);
  const stored = usePendingReview(code);
  const [step, setStep] = useState<Step>({ name: 'start' });
  const upload = useUpload((pending) => setStep({ name: 'done', review: pending.review }));
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<'generic' | 'network' | 'too-large' | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [resume, setResume] = useState<'idle' | 'resuming' | 'failed'>('idle');

  useEffect(() => {
    document.title = t('documentTitle', { venue: venueName });
  }, [t, venueName]);

  const send = async (values: ReviewFormValues, video: Blob) => {
    setSendError(null);
    setServerErrors({});
    if (video.size > data.uploadMaxBytes) return setSendError('too-large');
    setSending(true);
    try {
      const review = await createReview(code, toReviewBody(values, language, video), await guestToken());
      const pending = { code, review, video, savedAt: Date.now() };
      await savePending(pending);
      setStep({ name: 'uploading', pending });
      void upload.start(pending);
    } catch (error) {
      const refusal = error instanceof ApiRequestError ? error : null;
      const fields = fromServerFields(refusal?.fields);
      if (refusal?.code === 'capture/daily-limit') void guest.refuse();
      else if (refusal?.code === 'capture/code-revoked') onRevoked();
      else if (refusal?.code === 'upload/too-large') setSendError('too-large');
      else if (Object.keys(fields).length > 0) setServerErrors(fields);
      else setSendError(refusal?.code === 'network' ? 'network' : 'generic');
    } finally {
      setSending(false);
    }
  };

  const resumeStored = async (pending: PendingReview) => {
    setResume('resuming');
    try {
      const progress = await getReviewProgress(pending.review.id, await guestToken());
      if (progress.status === 'uploading') {
        stored.forget();
        setStep({ name: 'uploading', pending });
        void upload.start(pending);
      } else {
        await stored.discard();
        setStep({ name: 'done', review: pending.review, progress });
      }
      setResume('idle');
    } catch (error) {
      const gone = error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
      if (gone) await stored.discard();
      setResume(gone ? 'idle' : 'failed');
    }
  };

  const startOver = () => {
    if (step.name === 'uploading') void clearPending(code);
    setStep({ name: 'start' });
  };

  let content;
  if (guest.state.status === 'limited' && step.name !== 'done') {
    content = <LimitNotice venueName={venueName} nextAllowedAt={guest.state.nextAllowedAt} />;
  } else if (step.name === 'start' && stored.pending) {
    const pending = stored.pending;
    content = (
      <ResumeCard
        resuming={resume === 'resuming'}
        failed={resume === 'failed'}
        onResume={() => void resumeStored(pending)}
        onDiscard={() => void stored.discard()}
      />
    );
  } else if (step.name === 'start') {
    content = (
      <>
        <section aria-labelledby="intro-heading" className="flex flex-col gap-1">
          <h2 id="intro-heading" className="text-xl font-bold text-slate-900">
            {t('intro.title')}
          </h2>
          <p className="text-slate-700">
            {t('intro.body', { longest: format.duration(CAPTURE_MAX_SECONDS * 1000, 'minute') })}
          </p>
        </section>
        {guest.state.status === 'error' && (
          <Alert tone="error">
            {t('guest.failed')}{' '}
            <Button variant="ghost" onClick={guest.start}>
              {t('retry')}
            </Button>
          </Alert>
        )}
        <VideoStep
          maxBytes={data.uploadMaxBytes}
          onStart={guest.start}
          onVideo={(video) => setStep({ name: 'form', video })}
        />
      </>
    );
  } else if (step.name === 'form') {
    const { video } = step;
    content = (
      <>
        <VideoSummary video={video} onChange={() => setStep({ name: 'start' })} />
        <ReviewForm
          venueName={venueName}
          pending={sending}
          serverErrors={serverErrors}
          onSubmit={(values) => void send(values, video)}
        />
        {sendError && (
          <Alert tone="error">
            {sendError === 'too-large'
              ? t('video.tooLarge', {
                  size: format.bytes(video.size),
                  max: format.limit(data.uploadMaxBytes),
                })
              : t(sendError === 'network' ? 'errors.network' : 'errors.generic')}
          </Alert>
        )}
      </>
    );
  } else if (step.name === 'uploading') {
    const { pending } = step;
    content = (
      <UploadProgress
        state={upload.state}
        onResume={() => void upload.start(pending)}
        onStartOver={startOver}
      />
    );
  } else {
    content = <ThankYou review={step.review} initial={step.progress} onTryAgain={startOver} />;
  }

  return <PageShell venue={{ name: venueName, detail: data.tableLabel }}>{content}</PageShell>;
}
