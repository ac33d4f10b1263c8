import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ErrorFallback } from '@/components/errors/error-fallback';
import { LanguageToggle } from '@/components/layout/language-toggle';
import { PageSpinner } from '@/components/ui/spinner';

/*
 * The counter link's frame: no top bar, whose sign-in button and home link mean nothing to a waiter who
 * never signs in; only the language, and the screen.
 */
export function CounterLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <div className="flex justify-end px-3 pt-2">
        <LanguageToggle />
      </div>
      <main className="flex flex-1 flex-col">
        <ErrorBoundary FallbackComponent={ErrorFallback}>
          <Suspense fallback={<PageSpinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
