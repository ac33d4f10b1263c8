import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiRequestError } from '@/lib/api-error';
import { getPassQueryOptions } from './get-pass';
import { passPath, type RedeemClient } from './redeem-client';

export async function undoRedemption(client: RedeemClient, code: string): Promise<void> {
  await client.send('DELETE', passPath(code));
}

export function useUndoRedemption(client: RedeemClient) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiRequestError, string>({
    mutationFn: (code) => undoRedemption(client, code),
    onSettled: (_data, _error, code) =>
      queryClient.invalidateQueries({ queryKey: getPassQueryOptions(client, code).queryKey }),
  });
}
