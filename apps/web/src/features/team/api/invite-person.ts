import { invitationResponseSchema, type InvitationBody } from '@venues/contracts/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';
import { teamChanged, teamPath, type Invitation } from './get-team';

export async function invitePerson(placeId: string, body: InvitationBody): Promise<Invitation> {
  return (await sendData(invitationResponseSchema, 'post', `${teamPath(placeId)}/invitations`, body)).data;
}

/** Invites an address with a role: a mail with a link valid for 7 days, used once. */
export function useInvitePerson(placeId: string) {
  const client = useQueryClient();
  return useMutation<Invitation, ApiRequestError, InvitationBody>({
    mutationFn: (body) => invitePerson(placeId, body),
    onSuccess: () => teamChanged(client, placeId),
  });
}
