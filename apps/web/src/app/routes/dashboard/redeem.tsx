import { useMemo } from 'react';
import { teamClient } from '@/features/redeem/api/team-client';
import { RedeemScreen } from '@/features/redeem/components/redeem-screen';
import { useCurrentClaim } from '@/hooks/use-current-claim';

/** The redeem screen of the current venue, for a team member signed in with an approved claim. */
export function RedeemRoute() {
  const claim = useCurrentClaim();
  const placeId = claim?.restaurant.id;
  const client = useMemo(() => (placeId ? teamClient(placeId) : null), [placeId]);
  if (!claim || !client) return null;
  return <RedeemScreen key={placeId} client={client} venueName={claim.restaurant.name} />;
}
