import type { Claim } from '@venues/contracts/claims';
import type { ReactNode } from 'react';
import { PlaceAvatar } from '@/components/ui/place-avatar';

/**
 * One claim's venue: avatar, name and address, a status under them, and room on the right for a date
 * (which narrow screens may leave out; a status stays, so it does not share the name's line).
 */
export function ClaimPlace({
  claim,
  status,
  aside,
}: {
  claim: Claim;
  status?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <PlaceAvatar categories={claim.restaurant.categories} />
      <div className="min-w-0 flex-1">
        <div className="truncate font-semibold text-slate-900">{claim.restaurant.name}</div>
        <p className="truncate text-sm text-slate-600">{claim.restaurant.address}</p>
        {status && <div className="mt-1.5">{status}</div>}
      </div>
      {aside}
    </div>
  );
}
