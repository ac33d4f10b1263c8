import {
  guestDataResponseSchema,
  guestErasureResponseSchema,
  staffGuestRequestBodySchema,
  type GuestData as GuestDataWire,
} from '@venues/contracts/guest-data';
import type { Camelized } from '@venues/contracts/wire';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { sendData } from '@/lib/api-data';
import type { ApiRequestError } from '@/lib/api-error';

export type GuestData = Camelized<GuestDataWire>;
export type GuestErasure = Camelized<z.output<typeof guestErasureResponseSchema>['data']>;

export const staffGuestReason = staffGuestRequestBodySchema.shape.reason;

/** What the guest told staff, as the API takes it: a review id looks like one, anything else is a pass code. */
export function guestSubjectOf(typed: string): { review_id: string } | { pass_code: string } {
  const value = typed.trim();
  return z.uuid().safeParse(value).success ? { review_id: value.toLowerCase() } : { pass_code: value };
}

export type GuestRequest = { subject: string; reason: string };

/** Staff export a guest's data on the guest's behalf; the API records who and why. */
export function useGuestExport() {
  return useMutation<GuestData, ApiRequestError, GuestRequest>({
    mutationFn: async ({ subject, reason }) =>
      (
        await sendData(guestDataResponseSchema, 'post', '/admin/guests/export', {
          ...guestSubjectOf(subject),
          reason,
        })
      ).data,
  });
}

/** Staff erase a guest's data on the guest's behalf, as the guest's private link would; recorded. */
export function useGuestErasure() {
  return useMutation<GuestErasure, ApiRequestError, GuestRequest>({
    mutationFn: async ({ subject, reason }) =>
      (
        await sendData(guestErasureResponseSchema, 'post', '/admin/guests/erase', {
          ...guestSubjectOf(subject),
          reason,
        })
      ).data,
  });
}
