import {
  venueNotificationsResponseSchema,
  type NotificationPreferences,
  type VenueNotifications,
} from '@venues/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiRequestError } from '@/lib/api-error';
import { getNotificationsQueryOptions } from './get-notifications';

export async function updateNotifications(
  placeId: string,
  body: NotificationPreferences,
): Promise<VenueNotifications> {
  const response = await api.put<unknown>(`/notifications/${encodeURIComponent(placeId)}`, body);
  return venueNotificationsResponseSchema.parse(response.data).data;
}

/** The answer is the venue's stored settings: it replaces that venue in the cached list, the others stay. */
export function useUpdateNotifications(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<VenueNotifications, ApiRequestError, NotificationPreferences>({
    mutationFn: (body) => updateNotifications(placeId, body),
    onSuccess: (saved) =>
      queryClient.setQueryData(getNotificationsQueryOptions().queryKey, (settings) =>
        settings
          ? {
              ...settings,
              venues: settings.venues.map((venue) => (venue.place_id === saved.place_id ? saved : venue)),
            }
          : settings,
      ),
  });
}
