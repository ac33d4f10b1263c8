import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, initials } from '@/components/ui/avatar';
import { Button, focusRing } from '@/components/ui/button';
import { Dropdown } from '@/components/ui/dropdown';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import './dashboard-texts';

export function UserIdentity() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  const name = user.displayName ?? user.email ?? '';
  return (
    <div className="flex items-center gap-3 px-3 py-2">
      <Avatar name={name} src={user.photoURL} className="size-10" />
      <div className="min-w-0">
        {user.displayName && (
          <div className="truncate text-sm font-semibold text-slate-900">{user.displayName}</div>
        )}
        <p className="truncate text-xs text-slate-500">{user.email}</p>
      </div>
    </div>
  );
}

export const menuItemClass = clsx(
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100',
  focusRing,
);

export function UserMenu({ onLogout, signingOut }: { onLogout: () => void; signingOut: boolean }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  const name = user.displayName ?? user.email ?? '';
  // The initials the avatar shows are part of the button's name (label in name); a photo shows none.
  const label = user.photoURL
    ? t('userMenu.open')
    : t('userMenu.openWithInitials', { initials: initials(name) });
  return (
    <Dropdown
      triggerLabel={label}
      triggerClassName="p-0.5"
      panelClassName="w-72"
      trigger={<Avatar name={name} src={user.photoURL} />}
    >
      {(close) => (
        <div className="flex flex-col gap-1">
          <UserIdentity />
          <hr className="my-1 border-slate-200" />
          <Link to={paths.dashboard.profile.getHref()} onClick={close} className={menuItemClass}>
            {t('userMenu.settings')}
          </Link>
          <Button variant="ghost" className="justify-start" pending={signingOut} onClick={onLogout}>
            {tc('logout')}
          </Button>
        </div>
      )}
    </Dropdown>
  );
}
