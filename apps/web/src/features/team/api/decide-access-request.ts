import { accessRequestDecisionResponseSchema } from '@venues/contracts/team';
import type { VenueRole } from '@venues/contracts/team-rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';
import { teamChanged, teamPath } from './get-team';

/** Accepted with a role, or declined. */
export type AccessDecision =
  { requestId: string; accept: true; role: VenueRole } | { requestId: string; accept: false };

export async function decideAccessRequest(placeId: string, decision: AccessDecision): Promise<void> {
  const base = `${teamPath(placeId)}/access-requests/${encodeURIComponent(decision.requestId)}`;
  if (decision.accept)
    await sendData(accessRequestDecisionResponseSchema, 'post', `${base}/accept`, { role: decision.role });
  else await sendData(accessRequestDecisionResponseSchema, 'post', `${base}/decline`);
}

/** Answers an access request; the asker gets a mail either way. */
export function useDecideAccessRequest(placeId: string) {
  const client = useQueryClient();
  return useMutation<void, ApiRequestError, AccessDecision>({
    mutationFn: (decision) => decideAccessRequest(placeId, decision),
    onSettled: () => teamChanged(client, placeId),
  });
}
