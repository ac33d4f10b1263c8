import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { reviewPath } from './review-paths';
import { invalidateReview } from './save-reply';

export async function deleteReply(placeId: string, reviewId: string): Promise<void> {
  await api.delete(`${reviewPath(placeId, reviewId)}/reply`);
}

export function useDeleteReply(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (reviewId) => deleteReply(placeId, reviewId),
    onSuccess: (_nothing, reviewId) => invalidateReview(queryClient, placeId, reviewId),
  });
}
