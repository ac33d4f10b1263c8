import { revokeReviewCodeResponseSchema, type ReviewCode } from '@venues/contracts/review-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getReviewCodesQueryOptions, reviewCodesPath } from './get-review-codes';

export type RevokeReviewCode = { codeId: string; reissue: boolean };

/** Resolves to the code issued in its place, or null when the code was only revoked. */
export async function revokeReviewCode(placeId: string, { codeId, reissue }: RevokeReviewCode) {
  const response = await api.post<unknown>(
    `${reviewCodesPath(placeId)}/${encodeURIComponent(codeId)}/revoke`,
    {
      reissue,
    },
  );
  return revokeReviewCodeResponseSchema.parse(response.data).data.replacement;
}

export function useRevokeReviewCode(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<ReviewCode | null, ApiRequestError, RevokeReviewCode>({
    mutationFn: (variables) => revokeReviewCode(placeId, variables),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getReviewCodesQueryOptions(placeId).queryKey }),
  });
}
