import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import type { SupportedLanguage } from '@/lib/i18n';
import { missionPath } from './get-missions';

export type PosterSize = 'a4' | 'a5';
export type PosterRequest = { missionId: string; size: PosterSize; lang: SupportedLanguage };

/** The PDF needs the bearer token, so it comes through the API client as a blob, not through a plain link. */
export async function downloadPoster(placeId: string, { missionId, size, lang }: PosterRequest) {
  const response = await api.get<Blob>(missionPath(missionId, 'poster'), {
    params: { id: placeId, size, lang },
    responseType: 'blob',
    headers: { Accept: 'application/pdf' },
  });
  return response.data;
}

export function useDownloadPoster(placeId: string) {
  return useMutation<Blob, ApiRequestError, PosterRequest>({
    mutationFn: (request) => downloadPoster(placeId, request),
  });
}
