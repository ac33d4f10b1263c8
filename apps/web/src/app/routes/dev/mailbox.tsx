import { MailboxView } from '@/features/mailbox/components/mailbox-view';

export function MailboxRoute() {
  return <MailboxView />;
}
