import { reviewCodeResponseSchema, type ReviewCodeBody } from '@venues/contracts/review-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from '@/lib/api-error';
import { sendData } from '@/lib/api-data';
import { getReviewCodesQueryOptions, reviewCodesPath, type ReviewCode } from './get-review-codes';

export async function createReviewCode(placeId: string, body: ReviewCodeBody): Promise<ReviewCode> {
  return (await sendData(reviewCodeResponseSchema, 'post', reviewCodesPath(placeId), body)).data;
}

/** The list refetches before the mutation settles, so the new row is there when the form is free again. */
export function useCreateReviewCode(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<ReviewCode, ApiRequestError, ReviewCodeBody>({
    mutationFn: (body) => createReviewCode(placeId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getReviewCodesQueryOptions(placeId).queryKey }),
  });
}
