import { PendingClaim } from '@/features/claims/components/pending-claim';

export function PendingClaimRoute() {
  return <PendingClaim />;
}
