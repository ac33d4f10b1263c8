import { claimsMutationResponseSchema, type Claim } from '@venues/contracts/claims';
import type { ClaimSubmission } from '@venues/contracts/business-profile';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ApiRequestError } from '@/lib/api-error';
import { sendData } from '@/lib/api-data';

export async function submitClaim(submission: ClaimSubmission): Promise<Claim[]> {
  return (await sendData(claimsMutationResponseSchema, 'post', '/places/claim', submission)).data;
}

type SubmitClaimOptions = Omit<UseMutationOptions<Claim[], ApiRequestError, ClaimSubmission>, 'mutationFn'>;

/** The caller passes what to refresh on success (the claims query lives in another feature). */
export function useSubmitClaim(options: SubmitClaimOptions = {}) {
  return useMutation({ ...options, mutationFn: submitClaim });
}
