import { adminTeamResponseSchema, staffRemovalBodySchema } from '@venues/contracts/team';
import type { Camelized } from '@venues/contracts/wire';
import type { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getData } from '@/lib/api-data';
import { getSearchPlacesQueryOptions } from '@/lib/place-search';
import type { ApiRequestError } from '@/lib/api-error';

export type AdminTeam = Camelized<z.output<typeof adminTeamResponseSchema>['data']>;
export type AdminTeamPerson = AdminTeam['people'][number];

const adminTeamKey = (placeId: string) => ['admin', 'places', placeId, 'team'] as const;

export function getAdminTeamQueryOptions(placeId: string) {
  return queryOptions({
    queryKey: adminTeamKey(placeId),
    queryFn: async ({ signal }) =>
      (
        await getData(adminTeamResponseSchema, `/admin/places/${encodeURIComponent(placeId)}/team`, {
          signal,
        })
      ).data,
  });
}

/** A venue's people and roles, as staff see them. */
export function useAdminTeam(placeId: string) {
  return useQuery(getAdminTeamQueryOptions(placeId));
}

export const staffRemovalReason = staffRemovalBodySchema.shape.reason;

/** Staff take a person off a venue, with the reason its owners receive by mail. */
export function useStaffRemoval(placeId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiRequestError, { person: AdminTeamPerson; reason: string }>({
    mutationFn: ({ person, reason }) =>
      api.post(`/admin/places/${encodeURIComponent(placeId)}/team/${encodeURIComponent(person.uid)}/remove`, {
        reason,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminTeamKey(placeId) }),
  });
}

/** Venues by name, as the claim search finds them (whether verified included); none for no name. */
export function useVenueSearch(name: string) {
  return useQuery(getSearchPlacesQueryOptions(name));
}
