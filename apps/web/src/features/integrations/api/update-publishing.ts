import { publishingResponseSchema } from '@venues/contracts/webhooks';
import { camelize } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getPublishingQueryOptions, publishingPath, type Publishing } from './get-publishing';

export async function updatePublishing(placeId: string, creditHidden: boolean): Promise<Publishing> {
  const response = await api.put<unknown>(
    publishingPath,
    { credit_hidden: creditHidden },
    { params: { id: placeId } },
  );
  return camelize(publishingResponseSchema.parse(response.data)).data;
}

export function useUpdatePublishing(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<Publishing, ApiRequestError, boolean>({
    mutationFn: (creditHidden) => updatePublishing(placeId, creditHidden),
    onSuccess: (publishing) =>
      queryClient.setQueryData(getPublishingQueryOptions(placeId).queryKey, publishing),
  });
}
