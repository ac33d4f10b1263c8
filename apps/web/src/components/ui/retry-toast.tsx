import { toast } from 'react-toastify';

function RetryToast({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span>{message}</span>
      <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
        {retryLabel}
      </button>
    </div>
  );
}

/** An error toast with a retry button; `toastId` keeps repeated failures of one action to a single toast. */
export function toastErrorWithRetry({
  message,
  retryLabel,
  onRetry,
  toastId,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  toastId: string;
}): void {
  toast.error(
    ({ closeToast }) => (
      <RetryToast
        message={message}
        retryLabel={retryLabel}
        onRetry={() => {
          closeToast();
          onRetry();
        }}
      />
    ),
    { toastId },
  );
}
