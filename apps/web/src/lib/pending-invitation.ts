/*
 * The secret of the invitation a person opened, kept while they register and verify their address (the
 * verification link may open in another tab), so that the app takes them back to it; dropped once it is
 * accepted or found unusable.
 */

const KEY = 'venues.pendingInvitation';

export function savePendingInvitation(token: string): void {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the mail's link still opens the invitation again.
  }
}

export function pendingInvitation(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearPendingInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
