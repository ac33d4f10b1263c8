import { replyResponseSchema, type ReplyBody, type ReviewReply } from '@venues/contracts/replies';
import type { Camelized } from '@venues/contracts/wire';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';
import { getReviewQueryOptions } from './get-review';
import { getReviewsQueryOptions } from './get-reviews';
import { reviewPath } from './review-paths';

export type Reply = Camelized<ReviewReply>;
export type SaveReplyInput = { reviewId: string; body: ReplyBody['body'] };

/** Writes the reply, or replaces its text: one reply per review. */
export async function saveReply(placeId: string, { reviewId, body }: SaveReplyInput): Promise<Reply> {
  return (await sendData(replyResponseSchema, 'put', `${reviewPath(placeId, reviewId)}/reply`, { body }))
    .data;
}

/** The review's reply, highlight and share link show in the list and in a linked review alike. */
export function invalidateReview(queryClient: QueryClient, placeId: string, reviewId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getReviewsQueryOptions(placeId).queryKey }),
    queryClient.invalidateQueries({ queryKey: getReviewQueryOptions(reviewId).queryKey }),
  ]);
}

export function useSaveReply(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<Reply, ApiRequestError, SaveReplyInput>({
    mutationFn: (input) => saveReply(placeId, input),
    onSuccess: (_reply, { reviewId }) => invalidateReview(queryClient, placeId, reviewId),
  });
}
