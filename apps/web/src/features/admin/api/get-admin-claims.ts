import { adminClaimsResponseSchema, type AdminClaim } from '@venues/contracts/claims';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AdminClaimsFilter = 'pending' | 'approved' | 'rejected' | 'decided';
export const ADMIN_PAGE_SIZE = 10;

export async function getAdminClaims(
  status: AdminClaimsFilter,
  page: number,
  signal?: AbortSignal,
): Promise<{ data: AdminClaim[]; total: number }> {
  const response = await api.get<unknown>('/admin/claims', {
    params: { status, limit: ADMIN_PAGE_SIZE, offset: page * ADMIN_PAGE_SIZE },
    signal,
  });
  return adminClaimsResponseSchema.parse(response.data);
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
