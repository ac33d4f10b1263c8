import type { PrintableKind } from '@venues/contracts/review-codes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import type { SupportedLanguage } from '@/lib/i18n';
import { reviewCodesPath } from './get-review-codes';

export type PrintablesRequest = { kind: PrintableKind; lang: SupportedLanguage; codeIds?: readonly string[] };

/** The PDF needs the bearer token, so it comes through the API client as a blob, not through a plain link. */
export async function downloadPrintables(placeId: string, request: PrintablesRequest): Promise<Blob> {
  const response = await api.get<Blob>(`${reviewCodesPath(placeId)}/printables`, {
    params: {
      kind: request.kind,
      lang: request.lang,
      ...(request.codeIds ? { codes: request.codeIds.join(',') } : {}),
    },
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  return response.data;
}

export function useDownloadPrintables(placeId: string) {
  return useMutation<Blob, ApiRequestError, PrintablesRequest>({
    mutationFn: (request) => downloadPrintables(placeId, request),
  });
}
