import {
  notificationsResponseSchema,
  type NotificationPreferences as NotificationPreferencesWire,
} from '@venues/contracts/notifications';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getData } from '@/lib/api-data';

export type NotificationSettings = Camelized<z.output<typeof notificationsResponseSchema>['data']>;
export type VenueNotifications = NotificationSettings['venues'][number];
export type NotificationPreferences = Camelized<NotificationPreferencesWire>;

export async function getNotifications(): Promise<NotificationSettings> {
  return (await getData(notificationsResponseSchema, '/notifications')).data;
}

export function getNotificationsQueryOptions() {
  return queryOptions({ queryKey: ['notifications'], queryFn: getNotifications });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
