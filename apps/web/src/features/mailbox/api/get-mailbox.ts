import { mailboxResponseSchema, type MailboxResponse } from '@venues/contracts/mailbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getMailbox(): Promise<MailboxResponse['data']> {
  const response = await api.get<unknown>('/dev/mailbox');
  return mailboxResponseSchema.parse(response.data).data;
}

export function getMailboxQueryOptions() {
  // A mailbox is only useful if it shows what just arrived, so it is never served from cache.
  return queryOptions({ queryKey: ['dev', 'mailbox'], queryFn: getMailbox, staleTime: 0 });
}

export function useMailbox() {
  return useQuery(getMailboxQueryOptions());
}
