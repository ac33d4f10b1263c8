import { useMemo } from 'react';
import { teamClient } from '@/features/redeem/api/team-client';
import { RedeemScreen } from '@/features/redeem/components/redeem-screen';
import { useCurrentVenue } from '@/hooks/use-current-venue';

/** The redeem screen of the current venue, for a person of its team (any role). */
export function RedeemRoute() {
  const venue = useCurrentVenue();
  const placeId = venue?.place.id;
  const client = useMemo(() => (placeId ? teamClient(placeId) : null), [placeId]);
  if (!venue || !client) return null;
  return <RedeemScreen key={placeId} client={client} venueName={venue.place.name} />;
}
