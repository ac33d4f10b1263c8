import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

export type ConfirmTexts = { title: string; body: string; failed: string; cancel: string; confirm: string };

/** An action that cannot be undone asks first; Cancel comes first, so focus starts there. */
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
          <Button onClick={onConfirm} pending={pending}>
            {texts.confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
