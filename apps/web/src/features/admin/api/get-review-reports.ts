import {
  adminReviewReportsResponseSchema,
  type AdminReviewReport as AdminReviewReportWire,
} from '@venues/contracts/review-reports';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type AdminReviewReport = Camelized<AdminReviewReportWire>;

export async function getReviewReports(signal?: AbortSignal): Promise<AdminReviewReport[]> {
  return (await getData(adminReviewReportsResponseSchema, '/admin/review-reports', { signal })).data;
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
