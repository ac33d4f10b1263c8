import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import '../texts';

/**
 * Copies a link; when the browser refuses the clipboard (no permission, an insecure context), it selects
 * the link's text instead so the owner can copy it by hand.
 */
export function useCopyText() {
  const { t } = useTranslation('missions');
  return useCallback(
    async (text: string, shown: HTMLElement | null) => {
      try {
        // Older browsers and insecure contexts have no clipboard at all.
        if (!navigator.clipboard) throw new Error('clipboard unavailable');
        await navigator.clipboard.writeText(text);
        toast.success(t('share.copied'), { toastId: `copied-${text}` });
      } catch {
        if (shown) window.getSelection()?.selectAllChildren(shown);
        toast.info(t('share.selected'), { toastId: `copy-selected-${text}` });
      }
    },
    [t],
  );
}
