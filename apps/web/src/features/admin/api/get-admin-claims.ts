import { adminClaimsResponseSchema, type AdminClaim as AdminClaimWire } from '@venues/contracts/claims';
import type { Camelized } from '@venues/contracts/wire';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type AdminClaim = Camelized<AdminClaimWire>;
export type AdminClaimsFilter = 'pending' | 'approved' | 'rejected' | 'decided';
export const ADMIN_PAGE_SIZE = 10;

export async function getAdminClaims(
  status: AdminClaimsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<{ data: AdminClaim[]; total: number }> {
  return getData(adminClaimsResponseSchema, '/admin/claims', {
    params: { status, limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE },
    signal,
  });
}

export const adminClaimsKey = ['admin', 'claims'] as const;

export function getAdminClaimsQueryOptions(status: AdminClaimsFilter, page: number) {
  return queryOptions({
    queryKey: [...adminClaimsKey, status, page],
    queryFn: ({ signal }) => getAdminClaims(status, page, signal),
  });
}

export function useAdminClaims(status: AdminClaimsFilter, page: number) {
  return useQuery({ ...getAdminClaimsQueryOptions(status, page), placeholderData: keepPreviousData });
}
