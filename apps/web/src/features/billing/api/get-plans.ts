import { plansResponseSchema, type Plan as PlanWire } from '@venues/contracts/billing';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

export type Plan = Camelized<PlanWire>;

export async function getPlans(): Promise<Plan[]> {
  return (await getData(plansResponseSchema, '/billing/plans')).data;
}

export function getPlansQueryOptions() {
  return queryOptions({ queryKey: ['billing', 'plans'], queryFn: getPlans, staleTime: 60 * 60 * 1000 });
}

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
