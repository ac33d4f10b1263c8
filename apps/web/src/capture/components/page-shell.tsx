import type { ReactNode } from 'react';
import clsx from 'clsx';
import { focusRing } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useI18n } from '../i18n/i18n';
import { capturePaths } from '../paths';
import { LanguageToggle } from './language-toggle';

type Venue = { name: string; detail: string | null };

/** The page's frame. With a venue, the venue's name is the page's h1; without, the content brings its own. */
export function PageShell({ venue, children }: { venue?: Venue; children: ReactNode }) {
  const { t, language } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex w-full max-w-xl items-center gap-3 px-4 py-3">
          <Logo className="size-9 shrink-0" />
          {venue ? (
            <div className="min-w-0 flex-1">
              <h1 className="truncate text-lg font-bold text-slate-900">{venue.name}</h1>
              {venue.detail && <p className="truncate text-sm text-slate-600">{venue.detail}</p>}
            </div>
          ) : (
            <div className="flex-1 text-lg font-bold text-slate-900">{t('brand')}</div>
          )}
          <LanguageToggle />
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-6 px-4 py-6">{children}</main>
      <footer className="mx-auto w-full max-w-xl px-4 pb-6 text-sm">
        <a
          className={clsx('rounded text-slate-600 underline', focusRing)}
          href={capturePaths.privacy(language)}
        >
          {t('privacyNotice')}
        </a>
      </footer>
    </div>
  );
}

export const cardClasses =
  'flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
