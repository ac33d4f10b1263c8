import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { useCurrentClaim } from '@/stores/session-store';

/** The frame of every dashboard page: its h1 (the browser tab adds the venue), an optional intro, the content. */
export function DashboardPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const venue = useCurrentClaim()?.restaurant.name;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-2">
        <PageTitle venue={venue}>{title}</PageTitle>
        {intro}
      </header>
      {children}
    </div>
  );
}
