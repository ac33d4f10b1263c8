import type { ReportPeriod } from '@venues/contracts/report';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import type { SupportedLanguage } from '@/lib/i18n';
import { reportPath } from './get-report';

export type ReportPdfRequest = { period: ReportPeriod; lang: SupportedLanguage };

/** Pro plan only: the API answers 403 `billing/plan-required` on the others. */
export async function downloadReportPdf(placeId: string, { period, lang }: ReportPdfRequest): Promise<Blob> {
  const response = await api.get<Blob>(`${reportPath(placeId)}.pdf`, {
    params: { period, lang },
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  return response.data;
}

export function useDownloadReportPdf(placeId: string) {
  return useMutation<Blob, ApiRequestError, ReportPdfRequest>({
    mutationFn: (request) => downloadReportPdf(placeId, request),
  });
}
