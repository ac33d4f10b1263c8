import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getClaimsQueryOptions } from '@/lib/claims-queries';
import { FROM_COMPLETE_PROFILE_STATE } from '@/features/claims/utils/thank-you-state';
import { CompleteProfile } from '@/features/onboarding/components/complete-profile';
import { useSessionStore } from '@/stores/session-store';

export function CompleteProfileRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const uid = useSessionStore((state) => state.user?.uid);
  return (
    <CompleteProfile
      onSubmitted={async () => {
        await queryClient.invalidateQueries({ queryKey: getClaimsQueryOptions(uid).queryKey });
        await navigate(paths.onboarding.thankyou.getHref(), { state: FROM_COMPLETE_PROFILE_STATE });
      }}
    />
  );
}
