import { api } from '@/lib/api-client';
import type { RedeemClient } from './redeem-client';

/** A team member with an approved claim: the dashboard's client sends their token, `?id=` names the venue. */
export function teamClient(placeId: string): RedeemClient {
  return {
    scope: placeId,
    send: async (method, path, body) =>
      (await api.request<unknown>({ method, url: path, params: { id: placeId }, data: body })).data,
  };
}
