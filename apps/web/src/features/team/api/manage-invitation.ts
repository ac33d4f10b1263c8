import { invitationResponseSchema } from '@venues/contracts/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';
import { teamChanged, teamPath, type Invitation } from './get-team';

const invitationPath = (placeId: string, invitationId: string) =>
  `${teamPath(placeId)}/invitations/${encodeURIComponent(invitationId)}`;

export async function resendInvitation(placeId: string, invitationId: string): Promise<Invitation> {
  const url = `${invitationPath(placeId, invitationId)}/resend`;
  return (await sendData(invitationResponseSchema, 'post', url)).data;
}

export async function revokeInvitation(placeId: string, invitationId: string): Promise<void> {
  await api.delete(invitationPath(placeId, invitationId));
}

/** Sends an open invitation again, with a new link valid from now. */
export function useResendInvitation(placeId: string) {
  const client = useQueryClient();
  return useMutation<Invitation, ApiRequestError, string>({
    mutationFn: (invitationId) => resendInvitation(placeId, invitationId),
    onSettled: () => teamChanged(client, placeId),
  });
}

/** Revokes an open invitation: its link stops working and its seat is free. */
export function useRevokeInvitation(placeId: string) {
  const client = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (invitationId) => revokeInvitation(placeId, invitationId),
    onSettled: () => teamChanged(client, placeId),
  });
}
