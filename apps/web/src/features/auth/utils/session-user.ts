import type { User } from 'firebase/auth';
import type { SessionUser } from '@/stores/session-store';

export function toSessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((info) => info.providerId),
  };
}

/** Only password accounts must confirm their address; Google and email-link accounts are already verified. */
export function needsEmailVerification(user: SessionUser): boolean {
  return !user.emailVerified && user.providerIds.includes('password');
}
