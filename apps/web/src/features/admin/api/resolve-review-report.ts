import { resolveReportResponseSchema } from '@venues/contracts/review-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';
import { reviewReportsKey } from './get-review-reports';

/** Hiding resolves every open report of the review; dismissing only this one. */
export type Resolution = { id: string; action: 'hide'; reason: string } | { id: string; action: 'dismiss' };
type Resolved = { id: string; resolution: 'hidden' | 'dismissed' };

export async function resolveReviewReport(resolution: Resolution): Promise<Resolved> {
  const path = `/admin/review-reports/${encodeURIComponent(resolution.id)}`;
  const response =
    resolution.action === 'hide'
      ? await sendData(resolveReportResponseSchema, 'post', `${path}/hide`, { reason: resolution.reason })
      : await sendData(resolveReportResponseSchema, 'post', `${path}/dismiss`);
  return response.data;
}

/** Either way the open reports are refetched, even after a failure (another staff member may have acted). */
export function useResolveReviewReport() {
  const queryClient = useQueryClient();
  return useMutation<Resolved, ApiRequestError, Resolution>({
    mutationFn: resolveReviewReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewReportsKey }),
  });
}
