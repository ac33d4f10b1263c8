import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';

/** What is copied, for the toast that says it was: a link, a code to paste into a page, a secret key. */
export type CopiedKind = 'link' | 'code' | 'key';

/**
 * A link (or a code, a key) as selectable text with a Copy button. `name` is the button's accessible name
 * when several stand together: it starts with the visible `label`, so that a voice command of the visible
 * words reaches the button. When the browser refuses the clipboard (no permission, an insecure context),
 * the text is selected instead, so the owner can copy it by hand.
 */
export function CopyableText({
  text,
  label,
  name,
  kind = 'link',
}: {
  text: string;
  label: string;
  name?: string;
  kind?: CopiedKind;
}) {
  const { t } = useTranslation('common');
  const shown = useRef<HTMLElement>(null);
  const copy = async () => {
    try {
      // Older browsers and insecure contexts have no clipboard at all.
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      toast.success(t(`copy.done.${kind}`), { toastId: `copied-${text}` });
    } catch {
      if (shown.current) window.getSelection()?.selectAllChildren(shown.current);
      toast.info(t(`copy.selected.${kind}`), { toastId: `copy-selected-${text}` });
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <code
        ref={shown}
        className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-800"
      >
        {text}
      </code>
      <Button variant="secondary" aria-label={name} onClick={() => void copy()} className="shrink-0">
        <CopyIcon className="size-4 shrink-0" />
        {label}
      </Button>
    </div>
  );
}
