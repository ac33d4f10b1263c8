import { formatDate } from '@venues/contracts/format';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Skeleton } from '@/components/ui/skeleton';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { needsVerifiedAddress } from '../utils/signed-in-state';
import { clearPendingInvitation, savePendingInvitation } from '@/lib/pending-invitation';
import { useSessionStore } from '@/stores/session-store';
import { useAcceptInvitation, type Joined } from '../api/accept-invitation';
import { useInvitation, type InvitationPreview } from '../api/lookup-invitation';
import { invitationRefusalOf, isFinal } from '../utils/invitation-refusal';
import '../texts';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-16">
      <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

function Details({ invitation }: { invitation: InvitationPreview }) {
  const { t, i18n } = useTranslation('team');
  const role = t(`roleNames.${invitation.role}`);
  return (
    <div className="flex flex-col gap-3">
      <PageTitle>{t('invitation.title', { venue: invitation.place.name })}</PageTitle>
      <p className="text-slate-700">
        {t('invitation.intro', { venue: invitation.place.name, address: invitation.place.address, role })}
      </p>
      <div className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">{t(`roles.${invitation.role}`)}</p>
        <p>{t(`roleRights.${invitation.role}`)}</p>
      </div>
      <p className="text-sm text-slate-600">
        {t('invitation.for', { email: invitation.email })}{' '}
        {t('invitation.expires', { date: formatDate(invitation.expiresAt, i18n.resolvedLanguage) })}
      </p>
    </div>
  );
}

/**
 * An invitation's page, from the mail's link: what it offers, then, signed out, `signIn` with the invited
 * address (the route gives the sign-in and registration forms); signed in with that address and verified,
 * the button that accepts and lands on the venue's dashboard (`onJoined`). Another address or an
 * unverified one is told what to do.
 */
export function InvitationView({
  token,
  signIn,
  onSignOut,
  onJoined,
}: {
  token: string | null;
  signIn: (email: string) => ReactNode;
  onSignOut: () => void;
  onJoined: (joined: Joined) => Promise<void>;
}) {
  const { t } = useTranslation('team');
  const user = useSessionStore((state) => state.user);
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const lookupRefusal = invitation.isError ? invitationRefusalOf(invitation.error) : null;
  const acceptRefusal = accept.isError ? invitationRefusalOf(accept.error) : null;

  // Kept while the invitee registers and verifies; dropped once the invitation can no longer be used.
  useEffect(() => {
    if (!token) return;
    if (isFinal(lookupRefusal) || isFinal(acceptRefusal)) clearPendingInvitation();
    else savePendingInvitation(token);
  }, [token, lookupRefusal, acceptRefusal]);

  if (!token) {
    return (
      <Frame>
        <PageTitle>{t('invitation.missingTitle')}</PageTitle>
        <Alert tone="error">{t('invitation.missing')}</Alert>
      </Frame>
    );
  }
  if (invitation.isPending) {
    return (
      <Frame>
        <div role="status" aria-label={t('invitation.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      </Frame>
    );
  }
  if (invitation.isError) {
    return (
      <Frame>
        <PageTitle>{t('invitation.unusableTitle')}</PageTitle>
        <Alert tone="error">
          {lookupRefusal ? t(`invitation.refusals.${lookupRefusal}`) : t('invitation.error')}
        </Alert>
        {!lookupRefusal && (
          <Button
            variant="secondary"
            pending={invitation.isFetching}
            onClick={() => void invitation.refetch()}
          >
            {t('retry')}
          </Button>
        )}
      </Frame>
    );
  }

  const preview = invitation.data;
  const sameAddress = user?.email?.toLowerCase() === preview.email.toLowerCase();
  let next: ReactNode;
  if (user === undefined) next = <Skeleton className="h-10 w-full" />;
  else if (user === null) next = signIn(preview.email);
  else if (!sameAddress) {
    next = (
      <>
        <Alert tone="info">
          {t('invitation.otherAccount', { current: user.email ?? '', email: preview.email })}
        </Alert>
        <Button variant="secondary" onClick={onSignOut}>
          {t('invitation.signOut')}
        </Button>
      </>
    );
  } else if (needsVerifiedAddress(user) || acceptRefusal === 'notVerified') {
    next = (
      <>
        <Alert tone="info">{t('invitation.verifyFirst', { email: preview.email })}</Alert>
        <Link to={paths.auth.verifyEmail.getHref()} className={buttonClasses('primary')}>
          {t('invitation.verify')}
        </Link>
      </>
    );
  } else if (acceptRefusal === 'alreadyMember') {
    next = (
      <>
        <Alert tone="info">{t('invitation.refusals.alreadyMember')}</Alert>
        <Link to={paths.dashboard.root.getHref()} className={buttonClasses('primary')}>
          {t('invitation.openDashboard')}
        </Link>
      </>
    );
  } else {
    next = (
      <>
        {accept.isError && (
          <Alert tone="error">
            {acceptRefusal
              ? t(`invitation.refusals.${acceptRefusal}`, { email: preview.email })
              : t('invitation.acceptFailed')}
          </Alert>
        )}
        {!isFinal(acceptRefusal) && (
          <Button
            pending={accept.isPending}
            onClick={() => accept.mutate(token, { onSuccess: (joined) => void onJoined(joined) })}
          >
            {t('invitation.accept')}
          </Button>
        )}
      </>
    );
  }

  return (
    <Frame>
      <Details invitation={preview} />
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-5">{next}</div>
    </Frame>
  );
}
