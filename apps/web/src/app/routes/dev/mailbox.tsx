import { useQueryClientReady } from '@/app/provider';
import { MailboxView } from '@/features/mailbox/components/mailbox-view';

export function MailboxRoute() {
  // Also open signed out, so it asks for the query client itself (the signed-in guard does it elsewhere).
  if (!useQueryClientReady()) return null;
  return <MailboxView />;
}
