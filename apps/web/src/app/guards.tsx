import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { needsEmailVerification } from '@/features/auth/utils/session-user';
import { useSessionStore } from '@/stores/session-store';
import { useQueryClientReady } from './provider';

/** `/`: nowhere to show, so send the user where they belong. The dashboard guard refines further. */
export function RootRedirect() {
  const user = useSessionStore((state) => state.user);
  if (user === undefined) return null;
  return <Navigate to={user ? paths.dashboard.summary.getHref() : paths.auth.login.getHref()} replace />;
}

/** Where the signed-in guard turned the user away, kept in /login's history state: a path of this app only. */
function returnPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** Signing in goes back to the page that sent the user to /login (a mail's deep link, say), else the summary. */
export function RequireSignedOut() {
  const user = useSessionStore((state) => state.user);
  const location = useLocation();
  if (user === undefined) return null;
  if (user) return <Navigate to={returnPath(location.state) ?? paths.dashboard.summary.getHref()} replace />;
  return <Outlet />;
}

/** Signed out, `signedOut` renders instead of the redirect to /login (when the route can do without a session). */
export function RequireSignedIn({ signedOut }: { signedOut?: ReactNode }) {
  const user = useSessionStore((state) => state.user);
  const location = useLocation();
  const queryReady = useQueryClientReady(Boolean(user));
  if (user === undefined) return null;
  if (!user && signedOut) return signedOut;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.login.getHref()} replace state={{ from }} />;
  }
  if (!queryReady) return null;
  return <Outlet />;
}

/** Password accounts confirm their address before onboarding or the dashboard. */
export function RequireVerifiedEmail() {
  const user = useSessionStore((state) => state.user);
  if (user && needsEmailVerification(user)) return <Navigate to={paths.auth.verifyEmail.getHref()} replace />;
  return <Outlet />;
}
