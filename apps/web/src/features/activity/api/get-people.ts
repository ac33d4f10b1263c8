import { teamResponseSchema } from '@venues/contracts/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

/** A person the log's filter offers: their uid and how they are named. */
export type Person = { uid: string; name: string };

/** The venue's people, for an owner's filter (the Team tab's answer; managers do not read it). */
export async function getPeople(placeId: string): Promise<Person[]> {
  const team = (await getData(teamResponseSchema, `/places/${encodeURIComponent(placeId)}/team`)).data;
  return team.people.map((person) => ({
    uid: person.uid,
    name: person.displayName?.trim() || person.email || person.uid,
  }));
}

export function usePeople(placeId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['places', placeId, 'team', 'people'],
      queryFn: () => getPeople(placeId),
      enabled,
    }),
  );
}
