import { useCurrentVenue } from '@/hooks/use-current-venue';
import type { CurrentPlan } from '../utils/current-plan';

/**
 * The current venue's plan as the API decides it, whoever on the team pays for it: a manager or a team
 * member works under the venue's plan, not under a billing account of their own.
 */
export function useCurrentPlan(): CurrentPlan {
  const venue = useCurrentVenue();
  return venue ? { status: 'ready', planId: venue.plan } : { status: 'pending' };
}
