import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** A back-office section's answer on its way: two card-sized skeletons and a status for screen readers. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-2">
      <p role="status" className="sr-only">
        {label}
      </p>
      {[0, 1].map((index) => (
        <Skeleton key={index} className="h-16 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** A back-office section's request that failed: what happened, and a retry. */
export function SectionFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert tone="error">{message}</Alert>
      <Button variant="secondary" pending={retrying} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
