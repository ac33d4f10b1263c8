import { createdCounterLinkResponseSchema } from '@venues/contracts/missions';
import { camelize } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { counterLinksPath, getCounterLinksQueryOptions, type CounterLink } from './get-counter-links';

/** The new link with its URL: the URL holds the secret and the API never gives it again. */
export type CreatedCounterLink = CounterLink & { url: string };

export async function createCounterLink(placeId: string, label: string): Promise<CreatedCounterLink> {
  const response = await api.post<unknown>(counterLinksPath, { label }, { params: { id: placeId } });
  return camelize(createdCounterLinkResponseSchema.parse(response.data)).data;
}

export function useCreateCounterLink(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<CreatedCounterLink, ApiRequestError, string>({
    mutationFn: (label) => createCounterLink(placeId, label),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getCounterLinksQueryOptions(placeId).queryKey }),
  });
}
