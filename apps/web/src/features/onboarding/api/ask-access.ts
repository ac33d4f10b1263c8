import {
  myAccessRequestResponseSchema,
  myAccessRequestsResponseSchema,
  type AccessRequestBody,
  type MyAccessRequest as MyAccessRequestWire,
} from '@venues/contracts/team';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';
import { useSessionStore } from '@/stores/session-store';

export type MyAccessRequest = Camelized<MyAccessRequestWire>;

export async function getMyAccessRequests(): Promise<MyAccessRequest[]> {
  return (await getData(myAccessRequestsResponseSchema, '/users/access-requests')).data;
}

export function getMyAccessRequestsQueryOptions(uid: string | undefined) {
  return queryOptions({
    queryKey: ['users', uid, 'access-requests'],
    queryFn: getMyAccessRequests,
    enabled: Boolean(uid),
  });
}

/** The user's own access requests, with where each stands (and nothing about the venues' owners). */
export function useMyAccessRequests() {
  const uid = useSessionStore((state) => state.user?.uid);
  return useQuery(getMyAccessRequestsQueryOptions(uid));
}

export async function askAccess(placeId: string, body: AccessRequestBody): Promise<MyAccessRequest> {
  const url = `/places/${encodeURIComponent(placeId)}/access-requests`;
  return (await sendData(myAccessRequestResponseSchema, 'post', url, body)).data;
}

/** Asks a verified venue's owners for access, with an optional message. */
export function useAskAccess(placeId: string) {
  const client = useQueryClient();
  const uid = useSessionStore((state) => state.user?.uid);
  return useMutation<MyAccessRequest, ApiRequestError, AccessRequestBody>({
    mutationFn: (body) => askAccess(placeId, body),
    onSettled: () => client.invalidateQueries({ queryKey: getMyAccessRequestsQueryOptions(uid).queryKey }),
  });
}
