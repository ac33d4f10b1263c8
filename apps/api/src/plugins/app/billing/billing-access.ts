import type { FastifyInstance } from 'fastify';
import type { Caller } from '../auth';
import { HttpError } from '../http-error';
import { publicUrl } from '../../../config/env';
import { isPersonCustomer, type PersonCustomerRow } from './billing-repository';

const notYours = () => new HttpError(403, 'auth/forbidden', 'You may not access this billing record.');

/**
 * The billing rules: the customer is the caller's, the restaurant one the caller owns (that one is
 * app.assertPlaceAccess with 'billing.manage', place-access.ts). Unknown and foreign ids are refused
 * alike, so a refusal tells nothing.
 */
export function billingAccess(app: FastifyInstance) {
  return {
    notYours,

    assertOwnEmail(caller: Caller, email: string): void {
      if (caller.email?.toLowerCase() !== email.toLowerCase()) {
        throw new HttpError(403, 'billing/email-mismatch', 'The email must be the one you signed in with.');
      }
    },

    async ownCustomer(caller: Caller, customerId: string): Promise<PersonCustomerRow> {
      const customer = await app.billingRepository.customerById(customerId);
      if (!customer || !isPersonCustomer(customer) || customer.userUid !== caller.uid) throw notYours();
      return customer;
    },

    /** Sessions send the user back here, so only the app's own pages are allowed. */
    assertReturnUrl(returnUrl: string): void {
      const origin = new URL(publicUrl(app.env)).origin;
      if (URL.canParse(returnUrl) && new URL(returnUrl).origin === origin) return;
      throw new HttpError(400, 'billing/invalid-return-url', 'The return URL must be on this app.', {
        return_url: [`Must start with ${origin}/`],
      });
    },
  };
}
