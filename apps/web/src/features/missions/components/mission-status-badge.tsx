import { isMissionActive } from '@venues/contracts/missions';
import type { Mission } from '../api/get-missions';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import '../texts';

/** Green Active while the deadline is now or later, red Expired afterwards. */
export function MissionStatusBadge({ mission, now }: { mission: Pick<Mission, 'deadline'>; now?: Date }) {
  const { t } = useTranslation('missions');
  const active = isMissionActive(mission, now);
  return (
    <StatusBadge variant={active ? 'active' : 'error'}>{active ? t('active') : t('expired')}</StatusBadge>
  );
}
