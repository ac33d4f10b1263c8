import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, focusRing } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';
import { signOutHere } from '@/lib/sign-out';
import { useHasVenue } from '@/hooks/use-has-venue';
import { useSessionStore } from '@/stores/session-store';
import { LanguageToggle } from './language-toggle';

// The dashboard's switcher and menus load with the dashboard, not with the sign-in screens.
const DashboardChrome = lazyScreen(
  () => import('./dashboard-chrome'),
  (m) => m.DashboardChrome,
);
const DashboardSwitcherSlot = lazyScreen(
  () => import('./dashboard-chrome'),
  (m) => m.DashboardSwitcherSlot,
);

/** Loads the dashboard's controls of the top bar ahead, for a first screen drawn whole. */
export function preloadDashboardChrome(): Promise<unknown> {
  return Promise.all([DashboardChrome.preload(), DashboardSwitcherSlot.preload()]);
}

function useInDashboard(): boolean {
  const { pathname } = useLocation();
  const signedIn = useSessionStore((state) => Boolean(state.user));
  const hasVenue = useHasVenue();
  return signedIn && hasVenue && pathname.startsWith(paths.dashboard.root.getHref());
}

function useHomeHref(): string {
  const signedIn = useSessionStore((state) => Boolean(state.user));
  const hasVenue = useHasVenue();
  return signedIn && hasVenue
    ? paths.dashboard.summary.getHref()
    : paths.onboarding.claimRestaurant.getHref();
}

export function TopBar() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const homeHref = useHomeHref();
  const inDashboard = useInDashboard();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const logout = async () => {
    setSigningOut(true);
    try {
      await signOutHere();
      await navigate(paths.auth.login.getHref(), { replace: true });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      {/* Wraps below md: the dashboard's current venue then takes a row of its own, under the controls. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4">
        {/* Named by its text, which narrow screens keep for screen readers only. */}
        <Link to={homeHref} className={`flex items-center gap-2 rounded-lg ${focusRing}`}>
          <Logo className="size-9" />
          <span className="sr-only text-lg font-bold text-slate-900 sm:not-sr-only">{t('appName')}</span>
        </Link>
        {inDashboard && (
          <Suspense fallback={null}>
            <DashboardSwitcherSlot />
          </Suspense>
        )}
        <div className="ml-auto flex h-16 items-center gap-2">
          <LanguageToggle />
          {user && (
            <Button variant="secondary" pending={signingOut} onClick={() => void logout()}>
              {t('logout')}
            </Button>
          )}
          {inDashboard && (
            <Suspense fallback={null}>
              <DashboardChrome onLogout={() => void logout()} signingOut={signingOut} />
            </Suspense>
          )}
          {user === null && (
            <Button onClick={() => void navigate(paths.auth.login.getHref())}>{t('login')}</Button>
          )}
        </div>
      </div>
    </header>
  );
}
