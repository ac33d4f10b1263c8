import clsx from 'clsx';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { focusRing } from './button';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), video[controls], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

function trapTab(event: KeyboardEvent, container: HTMLElement) {
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: closes with its close button, Escape (from any element inside, video controls included)
 * or a click on the backdrop; keeps focus inside while open and gives it back to the opener afterwards (if
 * the opener is still on the page). Focus starts on the first `[data-autofocus]` element (the close button,
 * when there is one), else on the first focusable one.
 *
 * It is a native <dialog> opened with showModal(): Chromium's <video> controls keep the keys they get, so
 * no keydown listener hears Escape there, but the browser still sends the dialog its `cancel`. The page
 * behind is inert while it is open. Where showModal() is missing (jsdom), a keydown listener does the same.
 */
export function Modal({
  title,
  onClose,
  closeLabel,
  children,
  className,
  labelledBy,
}: {
  /** The dialog's visible heading; leave it out and pass `labelledBy` when the content has its own. */
  title?: string;
  labelledBy?: string;
  onClose: () => void;
  /** The close button's accessible name; leave it out for no close button (the content has its own Cancel). */
  closeLabel?: string;
  children: ReactNode;
  className?: string;
}) {
  const generatedId = useId();
  const titleId = labelledBy ?? generatedId;
  const panel = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const dialog = panel.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog?.setAttribute('open', '');
    if (dialog) {
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0];
      first?.focus();
    }
    // Escape asks to close; the dialog stays open until the owner unmounts it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        // Handled here, so the browser's own close request (the cancel event) does not repeat it.
        event.preventDefault();
        event.stopPropagation();
        closeRef.current();
      } else if (event.key === 'Tab' && dialog) trapTab(event, dialog);
    };
    dialog?.addEventListener('cancel', onCancel);
    document.addEventListener('keydown', onKey, true);
    return () => {
      dialog?.removeEventListener('cancel', onCancel);
      document.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      ref={panel}
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 m-0 flex h-full max-h-none w-full max-w-none items-end justify-center overflow-hidden bg-transparent p-0 backdrop:bg-transparent sm:items-center sm:p-4"
    >
      <div
        data-testid="modal-backdrop"
        className="absolute inset-0 bg-slate-900/60"
        onClick={() => onClose()}
      />
      <div
        className={clsx(
          'relative z-10 flex max-h-[100dvh] w-full flex-col overflow-y-auto bg-white shadow-xl sm:max-h-[90dvh] sm:rounded-2xl',
          className,
        )}
      >
        {(title !== undefined || closeLabel !== undefined) && (
          <div className="flex items-start justify-between gap-3 px-4 pt-4 sm:px-6">
            {title !== undefined && (
              <h2 id={titleId} className="text-lg font-semibold text-slate-900">
                {title}
              </h2>
            )}
            {closeLabel !== undefined && (
              <button
                type="button"
                data-autofocus
                aria-label={closeLabel}
                onClick={() => onClose()}
                className={clsx('ml-auto rounded-lg p-2 text-slate-600 hover:bg-slate-100', focusRing)}
              >
                <CloseIcon className="size-5" />
              </button>
            )}
          </div>
        )}
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
