import type { GuestSession } from './firebase-guest';
export type { GuestSession };

let session: Promise<GuestSession> | undefined;

/** Signs the guest in anonymously once per page; a failure (offline) lets the next call try again. */
export function signInGuest(): Promise<GuestSession> {
  if (!session) {
    const attempt = import('./firebase-guest').then((firebase) => firebase.signInGuest());
    attempt.catch(() => {
      if (session === attempt) session = undefined;
    });
    session = attempt;
  }
  return session;
}

export async function guestToken(): Promise<string> {
  return (await signInGuest()).getToken();
}
