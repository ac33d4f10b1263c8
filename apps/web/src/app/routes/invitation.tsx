import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { homeHref } from '@/config/dashboard-access';
import { paths } from '@/config/paths';
import { InvitedAccount } from '@/features/auth/components/invited-account';
import type { Joined } from '@/features/team/api/accept-invitation';
import { InvitationView } from '@/features/team/components/invitation-view';
import { clearPendingInvitation } from '@/lib/pending-invitation';
import { signOutHere } from '@/lib/sign-out';
import { getVenuesQueryOptions } from '@/lib/venues-queries';
import { useSessionStore } from '@/stores/session-store';
import { useQueryClientReady } from '../provider';

/** The secret of the link, from its fragment (never sent to a server with the page's address). */
function tokenOf(hash: string): string | null {
  const token = decodeURIComponent(hash.replace(/^#/, '')).trim();
  return token === '' ? null : token;
}

/**
 * An invitation's link (`/invitation#…`), signed in or out: the invitation, the sign-in or registration
 * with its address, and the acceptance that lands on the venue's dashboard as the new role's home page.
 */
export function InvitationRoute() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const ready = useQueryClientReady(true);
  if (!ready) return <PageSpinner label={t('loading')} />;
  return <InvitationScreen token={token} />;
}

function InvitationScreen({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const uid = useSessionStore((state) => state.user?.uid);
  const setCurrentPlaceId = useSessionStore((state) => state.setCurrentPlaceId);
  const returnTo = paths.invitation.getHref(token ?? undefined);

  const onJoined = async ({ placeId, home }: Joined) => {
    clearPendingInvitation();
    await client.fetchQuery({ ...getVenuesQueryOptions(uid), staleTime: 0 });
    setCurrentPlaceId(placeId);
    await navigate(homeHref(home), { replace: true });
  };

  return (
    <InvitationView
      token={token}
      signIn={(email) => <InvitedAccount email={email} returnTo={returnTo} />}
      onSignOut={() => void signOutHere()}
      onJoined={onJoined}
    />
  );
}
