import {
  staffAccountActionBodySchema,
  staffAccountResponseSchema,
  type StaffAccount as StaffAccountWire,
} from '@venues/contracts/staff-accounts';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';

export type StaffAccount = Camelized<StaffAccountWire>;

const accountKey = (email: string) => ['admin', 'accounts', email.toLowerCase()] as const;

export function getStaffAccountQueryOptions(email: string) {
  return queryOptions({
    queryKey: accountKey(email),
    queryFn: async ({ signal }) =>
      (await getData(staffAccountResponseSchema, '/admin/accounts', { params: { email }, signal })).data,
  });
}

/** An account found by its sign-in email; nothing is asked for an empty email. */
export function useStaffAccount(email: string) {
  return useQuery({ ...getStaffAccountQueryOptions(email), enabled: email !== '' });
}

export const staffAccountReason = staffAccountActionBodySchema.shape.reason;

export type AccountAction = { account: StaffAccount; action: 'disable' | 'enable'; reason: string };

/** Staff disable an account, or enable it again, with a reason that the record keeps. */
export function useStaffAccountAction() {
  const queryClient = useQueryClient();
  return useMutation<StaffAccount, ApiRequestError, AccountAction>({
    mutationFn: async ({ account, action, reason }) =>
      (
        await sendData(
          staffAccountResponseSchema,
          'post',
          `/admin/accounts/${encodeURIComponent(account.uid)}/${action}`,
          { reason },
        )
      ).data,
    onSuccess: (account) => {
      if (account.email) queryClient.setQueryData(accountKey(account.email), account);
    },
  });
}
