import { plansResponseSchema, type Plan } from '@venues/contracts/billing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getPlans(): Promise<Plan[]> {
  const response = await api.get<unknown>('/billing/plans');
  return plansResponseSchema.parse(response.data).data;
}

export function getPlansQueryOptions() {
  return queryOptions({ queryKey: ['billing', 'plans'], queryFn: getPlans, staleTime: 60 * 60 * 1000 });
}

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
