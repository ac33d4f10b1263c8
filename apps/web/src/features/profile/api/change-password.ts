import type { ChangePasswordBody } from '@venues/contracts/users';
import { useMutation } from '@tanstack/react-query';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { api } from '@/lib/api-client';
import { auth } from '@/lib/firebase';

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await api.patch<unknown>('/users/password', body);
}

/**
 * A password change can revoke the session's refresh token, and the SDK would then sign the user out at
 * its next token refresh. Signing in again with the new password right away keeps the session seamless.
 */
export async function renewSession(email: string | null | undefined, password: string): Promise<void> {
  if (!email) return;
  try {
    await signInWithEmailAndPassword(auth, email, password);
  } catch {
    // The password did change; at worst the user signs in again later with the new one.
  }
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) => {
      await changePassword(body);
      await renewSession(auth.currentUser?.email, body.password);
    },
  });
}
