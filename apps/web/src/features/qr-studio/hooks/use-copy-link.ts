import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import '../texts';

/**
 * Copies a link; when the browser refuses the clipboard (no permission, an insecure context), it selects
 * the link's text instead so the owner can copy it by hand.
 */
export function useCopyLink() {
  const { t } = useTranslation('qr');
  return useCallback(
    async (url: string, text: HTMLElement | null) => {
      try {
        // Older browsers and insecure contexts have no clipboard at all.
        if (!navigator.clipboard) throw new Error('clipboard unavailable');
        await navigator.clipboard.writeText(url);
        toast.success(t('copy.done'), { toastId: `copied-${url}` });
      } catch {
        if (text) window.getSelection()?.selectAllChildren(text);
        toast.info(t('copy.selected'), { toastId: `copy-selected-${url}` });
      }
    },
    [t],
  );
}
