import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import type { SupportedLanguage } from '@/lib/i18n';
import { activityPath, type ActivityFilters } from './get-activity';

/** The log under the page's filters as CSV, its column names in `lang`; it needs the bearer token, so a blob. */
export async function downloadActivityCsv(
  placeId: string,
  filters: ActivityFilters,
  lang: SupportedLanguage,
): Promise<Blob> {
  const response = await api.get<Blob>(`${activityPath(placeId)}.csv`, {
    params: { ...filters, lang },
    responseType: 'blob',
    headers: { Accept: 'text/csv' },
  });
  return response.data;
}

export function useDownloadActivityCsv(placeId: string) {
  return useMutation<Blob, ApiRequestError, { filters: ActivityFilters; lang: SupportedLanguage }>({
    mutationFn: ({ filters, lang }) => downloadActivityCsv(placeId, filters, lang),
  });
}
