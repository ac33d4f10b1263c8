import { invitationPreviewResponseSchema, type invitationPreviewSchema } from '@venues/contracts/team';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { sendData } from '@/lib/api-data';

export type InvitationPreview = Camelized<z.infer<typeof invitationPreviewSchema>>;

/** What an invitation's link opens, signed in or not: the venue, the role and the address it was sent to. */
export async function lookupInvitation(token: string): Promise<InvitationPreview> {
  return (await sendData(invitationPreviewResponseSchema, 'post', '/invitations/lookup', { token })).data;
}

export function getInvitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invitations', token],
    queryFn: () => lookupInvitation(token),
    staleTime: Infinity,
  });
}

export function useInvitation(token: string | null) {
  return useQuery({ ...getInvitationQueryOptions(token ?? ''), enabled: Boolean(token) });
}
