import { claimsMutationResponseSchema, toClaim, type Claim } from '@venues/contracts/claims';
import type { ClaimSubmission } from '@venues/contracts/business-profile';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';

export async function submitClaim(submission: ClaimSubmission): Promise<Claim[]> {
  const response = await api.post<unknown>('/places/claim', submission);
  return claimsMutationResponseSchema.parse(response.data).data.map(toClaim);
}

type SubmitClaimOptions = Omit<UseMutationOptions<Claim[], ApiRequestError, ClaimSubmission>, 'mutationFn'>;

/** The caller passes what to refresh on success (the claims query lives in another feature). */
export function useSubmitClaim(options: SubmitClaimOptions = {}) {
  return useMutation({ ...options, mutationFn: submitClaim });
}
