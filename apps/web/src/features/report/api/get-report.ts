import { reportResponseSchema, type Report, type ReportPeriod } from '@venues/contracts/report';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function reportPath(placeId: string): string {
  return `/places/${placeId}/report`;
}

export async function getReport(placeId: string, period: ReportPeriod): Promise<Report> {
  const response = await api.get<unknown>(reportPath(placeId), { params: { period } });
  return reportResponseSchema.parse(response.data).data;
}

export function getReportQueryOptions(placeId: string, period: ReportPeriod) {
  return queryOptions({
    queryKey: ['places', placeId, 'report', period],
    queryFn: () => getReport(placeId, period),
  });
}

/** While another period loads, the figures of the one before stay on screen (marked busy). */
export function useReport(placeId: string, period: ReportPeriod) {
  return useQuery({ ...getReportQueryOptions(placeId, period), placeholderData: keepPreviousData });
}
