import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';

export type ConfirmTexts = { title: string; body: string; failed: string; cancel: string; confirm: string };

/**
 * An action that cannot be taken back (ending a mission, revoking a link, deleting a webhook) asks first;
 * Cancel comes first, so it is where focus starts, and Escape waits while the action runs.
 */
export function ConfirmDialog({
  texts,
  pending,
  failed,
  onCancel,
  onConfirm,
}: {
  texts: ConfirmTexts;
  pending: boolean;
  failed: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal title={texts.title} onClose={() => !pending && onCancel()} className="max-w-lg rounded-t-2xl">
      <div className="flex flex-col gap-4 px-4 pt-2 pb-5 sm:px-6 sm:pb-6">
        <p className="text-sm break-words text-slate-700">{texts.body}</p>
        {failed && <Alert tone="error">{texts.failed}</Alert>}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {texts.cancel}
          </Button>
          <Button pending={pending} onClick={onConfirm}>
            {texts.confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
