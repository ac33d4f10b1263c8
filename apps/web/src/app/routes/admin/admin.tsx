import { AdminPage } from '@/features/admin/components/admin-page';
import { RequireAdmin } from '@/features/admin/components/require-admin';

export function AdminRoute() {
  return (
    <RequireAdmin>
      <AdminPage />
    </RequireAdmin>
  );
}
