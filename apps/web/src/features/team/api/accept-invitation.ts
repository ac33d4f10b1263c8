import { joinedResponseSchema, type joinedSchema } from '@venues/contracts/team';
import type { Camelized } from '@venues/contracts/wire';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';

export type Joined = Camelized<z.infer<typeof joinedSchema>>;

/** The signed-in invitee joins the venue; the answer says where they land. */
export async function acceptInvitation(token: string): Promise<Joined> {
  return (await sendData(joinedResponseSchema, 'post', '/invitations/accept', { token })).data;
}

export function useAcceptInvitation() {
  return useMutation<Joined, ApiRequestError, string>({ mutationFn: acceptInvitation });
}
