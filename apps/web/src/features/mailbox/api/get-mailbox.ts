import { mailboxResponseSchema, type MailboxResponse } from '@venues/contracts/mailbox';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-data';

/** A mail's headers are names, not a shape: they keep their case. */
export type Mailbox = Camelized<MailboxResponse['data'], 'headers'>;

export async function getMailbox(): Promise<Mailbox> {
  return (await getData(mailboxResponseSchema, '/dev/mailbox', { keep: ['headers'] })).data;
}

export function getMailboxQueryOptions() {
  // A mailbox is only useful if it shows what just arrived, so it is never served from cache.
  return queryOptions({ queryKey: ['dev', 'mailbox'], queryFn: getMailbox, staleTime: 0 });
}

export function useMailbox() {
  return useQuery(getMailboxQueryOptions());
}
