import { useEnsureCustomer } from '../hooks/use-billing-account';

/** Looks up (and if need be creates) the billing customer in the background of every dashboard page. */
export function CustomerSync() {
  useEnsureCustomer();
  return null;
}
