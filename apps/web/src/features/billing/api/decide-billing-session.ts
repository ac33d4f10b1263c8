import { returnUrlResponseSchema } from '@venues/contracts/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';
import { refreshVenues } from '@/lib/venues-queries';
import { customerQueryKey } from './get-customer';
import { useSessionStore } from '@/stores/session-store';
import { getBillingSessionQueryOptions } from './get-billing-session';

export type SessionDecision = 'confirm' | 'cancel';

/** Confirm applies the pending change, cancel drops it; either way the answer is where to go next. */
export async function decideBillingSession(id: string, decision: SessionDecision): Promise<string> {
  const path = `/billing/sessions/${encodeURIComponent(id)}/${decision}`;
  return (await sendData(returnUrlResponseSchema, 'post', path, {})).returnUrl;
}

export function useDecideBillingSession(id: string) {
  const queryClient = useQueryClient();
  const uid = useSessionStore((state) => state.user?.uid);
  return useMutation({
    mutationFn: (decision: SessionDecision) => decideBillingSession(id, decision),
    // The plan may have changed; the page navigates away on success, so only a failure reloads the session.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerQueryKey(uid) }),
        refreshVenues(queryClient),
      ]),
    onError: () => queryClient.invalidateQueries({ queryKey: getBillingSessionQueryOptions(id).queryKey }),
  });
}
