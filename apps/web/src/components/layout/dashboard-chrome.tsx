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

/**
 * The current venue: beside the logo from md; below it, a row of its own under the top bar's controls
 * (the bar wraps), so that the whole name shows on a phone.
 */
export function DashboardSwitcherSlot() {
  return (
    <div className="order-last -mx-4 min-w-0 basis-[calc(100%+2rem)] border-t border-slate-100 px-4 py-1.5 md:order-none md:mx-0 md:basis-auto md:border-0 md:p-0">
      <RestaurantSwitcher />
    </div>
  );
}
