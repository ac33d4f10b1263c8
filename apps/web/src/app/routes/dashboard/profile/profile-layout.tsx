import { Outlet } from 'react-router';
import { ProfileTabs } from '@/features/profile/components/profile-tabs';

/** The profile area: its sub-navigation above whichever tab is open. */
export function ProfileLayout() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <ProfileTabs />
      <Outlet />
    </div>
  );
}
