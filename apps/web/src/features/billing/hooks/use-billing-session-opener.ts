import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { venuesQueryKey } from '@/lib/current-venue';
import { customerQueryKey } from '../api/get-customer';
import { useSessionStore } from '@/stores/session-store';
import { billingErrorKey } from '../utils/billing-error';
import { goToUrl } from '../utils/go-to-url';
import '../texts';

/**
 * After a plan change or cancellation call, the payment session opens in a new window and this
 * one goes to the summary. A blocked popup falls back to opening the session here.
 */
export function useBillingSessionOpener() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uid = useSessionStore((state) => state.user?.uid);
  const { t } = useTranslation('billing');

  const openInNewWindow = useCallback(
    (sessionUrl: string) => {
      const opened = window.open(sessionUrl, '_blank');
      if (!opened) {
        goToUrl(sessionUrl, navigate);
        return;
      }
      opened.opener = null;
      toast.info(t('plans.newWindow'));
      // The change lands when the user confirms in the other window: refetch when this one is back in focus.
      void queryClient.invalidateQueries({ queryKey: customerQueryKey(uid), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: venuesQueryKey(uid), refetchType: 'none' });
      void navigate(paths.dashboard.summary.getHref());
    },
    [navigate, queryClient, uid, t],
  );

  const showError = useCallback((error: unknown) => toast.error(t(billingErrorKey(error))), [t]);

  return { openInNewWindow, showError };
}
