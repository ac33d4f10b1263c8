import type { SessionUser } from '@/stores/session-store';

/** A password account confirms its address before it may accept; Google and email-link accounts have. */
export function needsVerifiedAddress(user: SessionUser): boolean {
  return !user.emailVerified && user.providerIds.includes('password');
}
