import { isMissionActive } from '@venues/contracts/missions';
import type { MissionStatus } from '@venues/contracts/missions-rules';
import type { StatusBadgeVariant } from '@/components/ui/status-badge';
import type { Mission } from '../api/get-missions';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/ui/status-badge';
import '../texts';

const otherStatus: Partial<Record<MissionStatus, StatusBadgeVariant>> = {
  scheduled: 'pending',
  paused: 'warning',
  full: 'ended',
};

/**
 * Green Active while the deadline is now or later, red Expired afterwards; a mission that has not started,
 * is paused or has every pass redeemed says so instead.
 */
export function MissionStatusBadge({
  mission,
  now,
}: {
  mission: Pick<Mission, 'deadline'> & Partial<Pick<Mission, 'status'>>;
  now?: Date;
}) {
  const { t } = useTranslation('missions');
  const { status } = mission;
  if (status === 'scheduled' || status === 'paused' || status === 'full') {
    return <StatusBadge variant={otherStatus[status]}>{t(`status.${status}`)}</StatusBadge>;
  }
  const active = isMissionActive(mission, now);
  return (
    <StatusBadge variant={active ? 'active' : 'error'}>{active ? t('active') : t('expired')}</StatusBadge>
  );
}
