import { venueNotificationsResponseSchema } from '@venues/contracts/notifications';
import { snakeize } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';
import {
  getNotificationsQueryOptions,
  type NotificationPreferences,
  type VenueNotifications,
} from './get-notifications';

export async function updateNotifications(
  placeId: string,
  body: NotificationPreferences,
): Promise<VenueNotifications> {
  const url = `/notifications/${encodeURIComponent(placeId)}`;
  return (await sendData(venueNotificationsResponseSchema, 'put', url, snakeize(body))).data;
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
              venues: settings.venues.map((venue) => (venue.placeId === saved.placeId ? saved : venue)),
            }
          : settings,
      ),
  });
}
