import {
  reviewCodeResponseSchema,
  type ReviewCode,
  type ReviewCodeBody,
} from '@venues/contracts/review-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getReviewCodesQueryOptions, reviewCodesPath } from './get-review-codes';

export async function createReviewCode(placeId: string, body: ReviewCodeBody): Promise<ReviewCode> {
  const response = await api.post<unknown>(reviewCodesPath(placeId), body);
  return reviewCodeResponseSchema.parse(response.data).data;
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
