import { highlightResponseSchema } from '@venues/contracts/replies';
import { camelize, type Camelized } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { reviewPath } from './review-paths';
import { invalidateReview } from './save-reply';

export type HighlightState = Camelized<z.output<typeof highlightResponseSchema>['data']>;
export type SetHighlightInput = { reviewId: string; highlighted: boolean };

/** Pins the review at the top of the wall, or unpins it. */
export async function setHighlight(
  placeId: string,
  { reviewId, highlighted }: SetHighlightInput,
): Promise<HighlightState> {
  const path = `${reviewPath(placeId, reviewId)}/highlight`;
  const response = highlighted ? await api.put<unknown>(path) : await api.delete<unknown>(path);
  return camelize(highlightResponseSchema.parse(response.data)).data;
}

export function useSetHighlight(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<HighlightState, ApiRequestError, SetHighlightInput>({
    mutationFn: (input) => setHighlight(placeId, input),
    onSuccess: (_state, { reviewId }) => invalidateReview(queryClient, placeId, reviewId),
  });
}
