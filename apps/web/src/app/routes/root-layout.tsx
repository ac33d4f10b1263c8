import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { TopBar } from '@/components/layout/top-bar';
import { PageSpinner } from '@/components/ui/spinner';
import { EmailLinkSignIn } from '@/features/auth/components/email-link-sign-in';

function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  const { t } = useTranslation();
  useScrollToTopOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <TopBar />
      <main className="flex flex-1 flex-col">
        <EmailLinkSignIn fallbackLabel={t('loading')}>
          <Suspense fallback={<PageSpinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </EmailLinkSignIn>
      </main>
    </div>
  );
}
