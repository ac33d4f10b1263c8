import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import { useCopyText } from '../hooks/use-copy-text';

/** A link as selectable text with a Copy button; `name` is the button's accessible name when it needs one. */
export function CopyableText({ text, label, name }: { text: string; label: string; name?: string }) {
  const shown = useRef<HTMLElement>(null);
  const copy = useCopyText();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <code
        ref={shown}
        className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-800"
      >
        {text}
      </code>
      <Button
        variant="secondary"
        aria-label={name}
        onClick={() => void copy(text, shown.current)}
        className="shrink-0"
      >
        <CopyIcon className="size-4 shrink-0" />
        {label}
      </Button>
    </div>
  );
}
