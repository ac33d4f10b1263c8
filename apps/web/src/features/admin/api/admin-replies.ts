import {
  adminRepliesResponseSchema,
  adminReplyResponseSchema,
  type AdminReply as AdminReplyWire,
} from '@venues/contracts/replies';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';

export type AdminReply = Camelized<AdminReplyWire>;
export type AdminReplyStatus = 'all' | 'visible' | 'hidden';

const repliesKey = ['admin', 'replies'] as const;

export async function getAdminReplies(status: AdminReplyStatus, signal?: AbortSignal): Promise<AdminReply[]> {
  return (await getData(adminRepliesResponseSchema, '/admin/replies', { params: { status }, signal })).data;
}

/** The venues' public replies, most recently written first. */
export function getAdminRepliesQueryOptions(status: AdminReplyStatus) {
  return queryOptions({
    queryKey: [...repliesKey, status],
    queryFn: ({ signal }) => getAdminReplies(status, signal),
  });
}

export function useAdminReplies(status: AdminReplyStatus) {
  return useQuery(getAdminRepliesQueryOptions(status));
}

export type ReplyModeration =
  { reviewId: string; action: 'hide'; reason: string } | { reviewId: string; action: 'unhide' };

export async function moderateReply(change: ReplyModeration): Promise<AdminReply> {
  const path = `/admin/replies/${encodeURIComponent(change.reviewId)}`;
  const response =
    change.action === 'hide'
      ? await sendData(adminReplyResponseSchema, 'post', `${path}/hide`, { reason: change.reason })
      : await sendData(adminReplyResponseSchema, 'post', `${path}/unhide`);
  return response.data;
}

/** Every filter's list is refetched, even after a failure: another staff member may have acted. */
export function useModerateReply() {
  const queryClient = useQueryClient();
  return useMutation<AdminReply, ApiRequestError, ReplyModeration>({
    mutationFn: moderateReply,
    onSettled: () => queryClient.invalidateQueries({ queryKey: repliesKey }),
  });
}
