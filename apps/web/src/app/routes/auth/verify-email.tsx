import { destinationFor } from '@venues/contracts/claims';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { claimDestinationHref, paths } from '@/config/paths';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { getClaimsQueryOptions } from '@/lib/claims-queries';
import { pendingInvitation } from '@/lib/pending-invitation';
import { getVenuesQueryOptions } from '@/lib/venues-queries';
import { useSessionStore } from '@/stores/session-store';

export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uid = useSessionStore((state) => state.user?.uid);
  const oobCode = params.get('mode') === 'verifyEmail' ? params.get('oobCode') : null;

  // An invitation opened before registering waits for the verified address; else the venues decide.
  const routeByVenues = async () => {
    const invitation = pendingInvitation();
    if (invitation) {
      await navigate(paths.invitation.getHref(invitation), { replace: true });
      return;
    }
    const [venues, claims] = await Promise.all([
      queryClient.fetchQuery({ ...getVenuesQueryOptions(uid), staleTime: 0 }),
      queryClient.fetchQuery({ ...getClaimsQueryOptions(uid), staleTime: 0 }),
    ]);
    await navigate(claimDestinationHref(destinationFor(venues, claims)), { replace: true });
  };

  return <VerifyEmail oobCode={oobCode} onVerified={routeByVenues} />;
}
