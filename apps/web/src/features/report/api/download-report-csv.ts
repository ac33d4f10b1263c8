import type { ReportExportKind, ReportPeriod } from '@venues/contracts/report';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import type { SupportedLanguage } from '@/lib/i18n';
import { reportPath } from './get-report';

/** `lang`: the language of the CSV's column names. */
export type ReportCsvRequest = { kind: ReportExportKind; period: ReportPeriod; lang: SupportedLanguage };

/** The CSV needs the bearer token, so it comes through the API client as a blob, not through a plain link. */
export async function downloadReportCsv(
  placeId: string,
  { kind, period, lang }: ReportCsvRequest,
): Promise<Blob> {
  const response = await api.get<Blob>(`${reportPath(placeId)}/${kind}.csv`, {
    params: { period, lang },
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  return response.data;
}

export function useDownloadReportCsv(placeId: string) {
  return useMutation<Blob, ApiRequestError, ReportCsvRequest>({
    mutationFn: (request) => downloadReportCsv(placeId, request),
  });
}
