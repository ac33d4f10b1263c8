import { redemptionResponseSchema, type Redemption as RedemptionWire } from '@venues/contracts/missions';
import { camelize, type Camelized } from '@venues/contracts/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from '@/lib/api-error';
import { getPassQueryOptions } from './get-pass';
import { passPath, type RedeemClient } from './redeem-client';

export type Redemption = Camelized<RedemptionWire>;
export type RedeemPass = { code: string; billCents: number | null };

export async function redeemPass(client: RedeemClient, { code, billCents }: RedeemPass): Promise<Redemption> {
  const payload = await client.send('POST', passPath(code), { bill_cents: billCents });
  return camelize(redemptionResponseSchema.parse(payload)).data;
}

/** Either way the pass's verdict is asked again: used after a redemption, or why it was refused. */
export function useRedeemPass(client: RedeemClient) {
  const queryClient = useQueryClient();
  return useMutation<Redemption, ApiRequestError, RedeemPass>({
    mutationFn: (variables) => redeemPass(client, variables),
    onSettled: (_data, _error, { code }) =>
      queryClient.invalidateQueries({ queryKey: getPassQueryOptions(client, code).queryKey }),
  });
}
