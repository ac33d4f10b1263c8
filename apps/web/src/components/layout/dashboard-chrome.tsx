import { MobileMenu } from './mobile-menu';
import { RestaurantSwitcher } from './restaurant-switcher';
import { UserMenu } from './user-menu';

/** The top bar's dashboard controls: switcher and user menu on wide screens, the popup menu on small ones. */
export function DashboardChrome({ onLogout, signingOut }: { onLogout: () => void; signingOut: boolean }) {
  return (
    <>
      <div className="hidden md:block">
        <UserMenu onLogout={onLogout} signingOut={signingOut} />
      </div>
      <div className="md:hidden">
        <MobileMenu />
      </div>
    </>
  );
}

export function DashboardSwitcherSlot() {
  return (
    <div className="hidden min-w-0 md:block">
      <RestaurantSwitcher />
    </div>
  );
}
