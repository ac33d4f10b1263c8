import { revokeReviewCodeResponseSchema } from '@venues/contracts/review-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from '@/lib/api-error';
import { sendData } from '@/lib/api-data';
import { getReviewCodesQueryOptions, reviewCodesPath, type ReviewCode } from './get-review-codes';

export type RevokeReviewCode = { codeId: string; reissue: boolean };

/** Resolves to the code issued in its place, or null when the code was only revoked. */
export async function revokeReviewCode(placeId: string, { codeId, reissue }: RevokeReviewCode) {
  const path = `${reviewCodesPath(placeId)}/${encodeURIComponent(codeId)}/revoke`;
  return (await sendData(revokeReviewCodeResponseSchema, 'post', path, { reissue })).data.replacement;
}

export function useRevokeReviewCode(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<ReviewCode | null, ApiRequestError, RevokeReviewCode>({
    mutationFn: (variables) => revokeReviewCode(placeId, variables),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getReviewCodesQueryOptions(placeId).queryKey }),
  });
}
