import { notificationsResponseSchema } from '@venues/contracts/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type NotificationSettings = z.infer<typeof notificationsResponseSchema>['data'];

export async function getNotifications(): Promise<NotificationSettings> {
  const response = await api.get<unknown>('/notifications');
  return notificationsResponseSchema.parse(response.data).data;
}

export function getNotificationsQueryOptions() {
  return queryOptions({ queryKey: ['notifications'], queryFn: getNotifications });
}

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
