import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useVenues } from '@/lib/venues-queries';
import { useMyAccessRequests } from '../api/ask-access';
import '../i18n';
import { AskAccessDialog } from './ask-access-dialog';

/**
 * On a venue that is already verified: the way in for someone who works there. A venue the user is on
 * the team of opens the dashboard; one they asked for says so; any other offers 'Ask for access'.
 */
export function AskAccessButton({
  place,
  className,
}: {
  place: { id: string; name: string };
  className?: string;
}) {
  const { t } = useTranslation('onboarding');
  const [open, setOpen] = useState(false);
  const venues = useVenues().data;
  const requests = useMyAccessRequests().data;
  if (venues?.some((venue) => venue.place.id === place.id))
    return (
      <TextLink to={paths.dashboard.root.getHref()} className={className}>
        {t('access.openDashboard')}
      </TextLink>
    );
  const waiting = requests?.some((request) => request.place.id === place.id && request.state === 'pending');
  if (waiting && !open) return <StatusBadge variant="pending">{t('access.requested')}</StatusBadge>;
  return (
    <>
      <Button
        variant="secondary"
        aria-label={t('access.askNamed', { name: place.name })}
        onClick={() => setOpen(true)}
        className={className}
      >
        {t('access.ask')}
      </Button>
      {open && <AskAccessDialog place={place} onClose={() => setOpen(false)} />}
    </>
  );
}
