import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAdminAccess } from '../hooks/use-admin-access';
import '../i18n';

/** Staff only: anyone without the admin claim is sent to the root, which routes them where they belong. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();
  if (access.isPending) return <PageSpinner label={t('checking')} />;
  if (access.data !== true) return <Navigate to={paths.root.getHref()} replace />;
  return children;
}
