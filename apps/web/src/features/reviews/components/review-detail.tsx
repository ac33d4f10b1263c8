import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import type * as DetailModule from './review-detail-modal';
import '../texts';

type ReviewDetailProps = ComponentProps<typeof DetailModule.ReviewDetailModal>;

let loaded: typeof DetailModule | undefined;
let loading: Promise<typeof DetailModule> | undefined;
let lastLoadFailed = false;

function loadDetail(): Promise<typeof DetailModule> {
  loading ??= import('./review-detail-modal').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Not kept: the next opening asks again.
      loading = undefined;
      lastLoadFailed = true;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads the code of a review's detail (the video, the reply, the report and publishing forms, and the toasts
 * they raise) ahead of its first opening. The list's first screen does without it: on a phone it would
 * share the first poster's bandwidth and delay its paint. A failure is left to the opening to show.
 */
export function preloadReviewDetail(): void {
  // After a failed download only an opening asks again, not every move of the pointer over the list.
  if (lastLoadFailed) return;
  loadDetail().catch(() => undefined);
}

/**
 * A review's detail over the list. Its code loads on the first opening unless it was loaded ahead; until
 * then the dialog stands open with the review's title and a spinner, and a failed load says so with a retry.
 */
export function ReviewDetail(props: ReviewDetailProps) {
  const { t } = useTranslation('reviews');
  const [module, setModule] = useState(loaded);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (module || failed) return;
    let active = true;
    loadDetail().then(
      (detail) => active && setModule(detail),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [module, failed]);

  if (module) return <module.ReviewDetailModal {...props} />;
  return (
    <Modal
      title={props.review.title}
      closeLabel={t('modal.close')}
      onClose={props.onClose}
      className="sm:max-w-4xl"
    >
      {failed ? (
        <div className="flex flex-col items-start gap-3 p-4 sm:p-6">
          <Alert tone="error">{t('detail.notOpened')}</Alert>
          <Button variant="secondary" onClick={() => setFailed(false)}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <div role="status" className="flex min-h-48 items-center justify-center text-teal-700">
          <Spinner className="size-8" />
          <span className="sr-only">{t('detail.opening')}</span>
        </div>
      )}
    </Modal>
  );
}
