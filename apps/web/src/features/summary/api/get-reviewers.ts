import { reviewersResponseSchema, type CustomerStatus, type Reviewer } from '@venues/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getReviewers(placeId: string, status?: CustomerStatus): Promise<Reviewer[]> {
  const response = await api.get<unknown>('/places/reviewers', { params: { id: placeId, status } });
  return reviewersResponseSchema.parse(response.data).data;
}

export function getReviewersQueryOptions(placeId: string | undefined, status?: CustomerStatus) {
  return queryOptions({
    queryKey: ['places', placeId, 'reviewers', status ?? 'all'],
    queryFn: () => getReviewers(placeId ?? '', status),
    enabled: Boolean(placeId),
  });
}

export function useReviewers(placeId: string | undefined, status?: CustomerStatus) {
  return useQuery(getReviewersQueryOptions(placeId, status));
}
