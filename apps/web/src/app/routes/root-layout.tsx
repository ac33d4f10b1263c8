import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { TopBar } from '@/components/layout/top-bar';
import { PageSpinner } from '@/components/ui/spinner';
import { EmailLinkSignIn } from '@/features/auth/components/email-link-sign-in';
import { recoverLostFocus } from '@/lib/page-focus';

const MAIN_ID = 'main-content';

function useResetOnNavigate(pathname: string) {
  useEffect(() => {
    window.scrollTo(0, 0);
    recoverLostFocus();
  }, [pathname]);
}

/** The first Tab stop of every page: past the top bar and the navigation, straight to the content. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-teal-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:outline-2 focus:outline-teal-600"
    >
      {t('skipToContent')}
    </a>
  );
}

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useResetOnNavigate(pathname);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <SkipLink />
      <TopBar />
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <EmailLinkSignIn fallbackLabel={t('loading')}>
          {/* A new address gives a crashed screen a fresh start. */}
          <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[pathname]}>
            <Suspense fallback={<PageSpinner label={t('loading')} />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </EmailLinkSignIn>
      </main>
    </div>
  );
}
