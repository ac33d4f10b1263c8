import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { useCurrentVenue } from '@/hooks/use-current-venue';

/**
 * The frame of every dashboard page: its h1, an optional intro and actions, the content. The browser tab
 * adds the current venue to the title, except on pages about the account rather than a venue.
 */
export function DashboardPage({
  title,
  intro,
  actions,
  ofVenue = true,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  ofVenue?: boolean;
  children: ReactNode;
}) {
  const venue = useCurrentVenue()?.place.name;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-2">
          <PageTitle venue={ofVenue ? venue : undefined}>{title}</PageTitle>
          {intro}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
