import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CopyIcon } from '@/components/ui/icons';
import { useCopyLink } from '../hooks/use-copy-link';

/** The link as selectable text, and a Copy button; `name` tells apart the buttons of several links. */
export function CopyableLink({ url, name }: { url: string; name?: string }) {
  const { t } = useTranslation('qr');
  const text = useRef<HTMLElement>(null);
  const copy = useCopyLink();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <code
        ref={text}
        className="min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-800"
      >
        {url}
      </code>
      <Button
        variant="secondary"
        aria-label={name === undefined ? undefined : t('copy.named', { label: name })}
        onClick={() => void copy(url, text.current)}
        className="shrink-0"
      >
        <CopyIcon className="size-4 shrink-0" />
        {t('copy.button')}
      </Button>
    </div>
  );
}
