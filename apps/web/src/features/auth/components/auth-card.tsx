import type { FormEvent, ReactNode } from 'react';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PageTitle } from '@/components/ui/page-title';
import { useHydrated } from '@/hooks/use-hydrated';
import { loadFirebase } from '@/lib/firebase-loader';
import '../texts';

// The first touch of a sign-in form starts loading Firebase, so that it is there by the time the form is sent.
const warmUp = () => void loadFirebase().catch(() => undefined);

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-16" onFocus={warmUp} onPointerDown={warmUp}>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <PageTitle>{title}</PageTitle>
        {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6 flex flex-col gap-4">{children}</div>
      </div>
      <LegalLinks />
    </div>
  );
}

/** The notice and the terms, which the server draws: plain links, in the visitor's language. */
function LegalLinks() {
  const { t, i18n } = useTranslation('auth');
  const language = i18n.resolvedLanguage;
  const linkClass = clsx('rounded text-slate-600 underline-offset-2 hover:underline', focusRing);
  return (
    <p className="mt-4 flex justify-center gap-4 text-sm">
      <a className={linkClass} href={paths.legal.privacy.getHref(language)}>
        {t('privacy')}
      </a>
      <a className={linkClass} href={paths.legal.terms.getHref(language)}>
        {t('terms')}
      </a>
    </p>
  );
}

export function OrDivider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      {label}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/**
 * A sign-in screen's form. The server draws it, and a visitor may type into it before its script has
 * loaded; its submit button (AuthSubmit) waits for the script, so that what was typed stays in the fields
 * and goes nowhere. Sent anyway (a browser that ignores the disabled button), it posts to its own page,
 * which drops the body unread and sends the browser back to it: the fields never end up in a URL.
 */
export function AuthForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form method="post" noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {children}
    </form>
  );
}

/**
 * A sign-in form's submit button. Disabled in the server's markup until the form's script has taken the
 * screen over (usually a moment after it paints): sent before, the form would reload the page, and the
 * visitor would lose what they typed. A disabled default button also stops Enter from sending the form.
 */
export function AuthSubmit({
  pending,
  disabled = false,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" pending={pending} disabled={disabled || !hydrated}>
      {children}
    </Button>
  );
}
