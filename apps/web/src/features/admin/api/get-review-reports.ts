import { adminReviewReportsResponseSchema, type AdminReviewReport } from '@venues/contracts/review-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getReviewReports(signal?: AbortSignal): Promise<AdminReviewReport[]> {
  const response = await api.get<unknown>('/admin/review-reports', { signal });
  return adminReviewReportsResponseSchema.parse(response.data).data;
}

export const reviewReportsKey = ['admin', 'review-reports'] as const;

/** The open reports, oldest first (the API's order). */
export function getReviewReportsQueryOptions() {
  return queryOptions({
    queryKey: [...reviewReportsKey, 'open'],
    queryFn: ({ signal }) => getReviewReports(signal),
  });
}

export function useReviewReports() {
  return useQuery(getReviewReportsQueryOptions());
}
