import { destinationForClaims } from '@venues/contracts/claims';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { claimDestinationHref } from '@/config/paths';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { getClaimsQueryOptions } from '@/lib/claims-queries';
import { useSessionStore } from '@/stores/session-store';

export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const uid = useSessionStore((state) => state.user?.uid);
  const oobCode = params.get('mode') === 'verifyEmail' ? params.get('oobCode') : null;

  const routeByClaims = async () => {
    const claims = await queryClient.fetchQuery({ ...getClaimsQueryOptions(uid), staleTime: 0 });
    await navigate(claimDestinationHref(destinationForClaims(claims)), { replace: true });
  };

  return <VerifyEmail oobCode={oobCode} onVerified={routeByClaims} />;
}
