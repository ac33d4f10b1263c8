import {
  reviewersResponseSchema,
  type CustomerStatus,
  type Reviewer as ReviewerWire,
} from '@venues/contracts/dashboard';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type Reviewer = Camelized<ReviewerWire>;

export async function getReviewers(placeId: string, status?: CustomerStatus): Promise<Reviewer[]> {
  return (await getData(reviewersResponseSchema, '/places/reviewers', { params: { id: placeId, status } }))
    .data;
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
