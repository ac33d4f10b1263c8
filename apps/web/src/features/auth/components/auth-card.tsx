import type { FormEvent, ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { loadFirebase } from '@/lib/firebase-loader';

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
    </div>
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
 * A sign-in screen's form. Sent before its script has loaded (the server drew the screen), it posts to its
 * own page, which sends the browser back to it: the fields never end up in a URL, as a GET would put them.
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
