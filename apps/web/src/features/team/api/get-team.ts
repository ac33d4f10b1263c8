import { teamResponseSchema, type Team as TeamWire } from '@venues/contracts/team';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';
import { refreshVenues } from '@/lib/venues-queries';

export type Team = Camelized<TeamWire>;
export type TeamPerson = Team['people'][number];
export type Invitation = Team['invitations'][number];
export type AccessRequest = Team['accessRequests'][number];

/** Where a venue's team lives on the API: the people below it, the invitations beside it. */
export const teamPath = (placeId: string) => `/places/${encodeURIComponent(placeId)}`;

export async function getTeam(placeId: string): Promise<Team> {
  return (await getData(teamResponseSchema, `${teamPath(placeId)}/team`)).data;
}

export function getTeamQueryOptions(placeId: string) {
  return queryOptions({
    queryKey: ['places', placeId, 'team'],
    queryFn: () => getTeam(placeId),
    // Someone else of the team may have answered a request or changed a role meanwhile.
    staleTime: 0,
  });
}

export function useTeam(placeId: string) {
  return useQuery(getTeamQueryOptions(placeId));
}

/**
 * After a change of the team: its view, and the user's venues (the Team tab's count of waiting requests,
 * and the user's own role or place when they changed it).
 */
export async function teamChanged(client: QueryClient, placeId: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: getTeamQueryOptions(placeId).queryKey }),
    refreshVenues(client),
  ]);
}
