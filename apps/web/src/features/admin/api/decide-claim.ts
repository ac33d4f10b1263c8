import { adminClaimResponseSchema } from '@venues/contracts/claims';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';
import { adminClaimsKey, type AdminClaim } from './get-admin-claims';

export type Decision =
  { id: string; status: 'approved' } | { id: string; status: 'rejected'; reason: string };

export async function decideClaim(decision: Decision): Promise<AdminClaim> {
  const response =
    decision.status === 'approved'
      ? await sendData(adminClaimResponseSchema, 'post', `/admin/claims/${decision.id}/approve`)
      : await sendData(adminClaimResponseSchema, 'post', `/admin/claims/${decision.id}/reject`, {
          reason: decision.reason,
        });
  return response.data;
}

/** Approve or reject; either way every list (queue and history) is refetched, even after a 409. */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation<AdminClaim, ApiRequestError, Decision>({
    mutationFn: decideClaim,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminClaimsKey }),
  });
}
