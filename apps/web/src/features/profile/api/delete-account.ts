import {
  accountDeletionPreviewResponseSchema,
  type AccountDeletionPreview as PreviewWire,
} from '@venues/contracts/account-data';
import type { Camelized } from '@venues/contracts/wire';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getData } from '@/lib/api-data';
import { loadFirebase } from '@/lib/firebase-loader';
import { signOutHere } from '@/lib/sign-out';

export type AccountDeletionPreview = Camelized<PreviewWire>;

export async function getAccountDeletionPreview(): Promise<AccountDeletionPreview> {
  return (await getData(accountDeletionPreviewResponseSchema, '/users/account/deletion')).data;
}

export function getAccountDeletionPreviewQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'account-deletion'],
    queryFn: getAccountDeletionPreview,
    // The team may have changed since: what deletion would do is read when the dialog opens.
    staleTime: 0,
  });
}

export function useAccountDeletionPreview() {
  return useQuery(getAccountDeletionPreviewQueryOptions());
}

/** How the person proves it is them: the password they sign in with, or Google's sign-in again. */
export type SignInProof = { kind: 'password'; password: string } | { kind: 'google' };

/** Whether the signed-in account signs in with a password (else with Google). */
export async function signsInWithPassword(): Promise<boolean> {
  const { auth } = await loadFirebase();
  return auth.currentUser?.providerData.some((info) => info.providerId === 'password') ?? true;
}

/**
 * Signs in again, so that the API sees a sign-in of the last minutes: the same check that guards every
 * sensitive change of an account with Firebase.
 */
async function signInAgain(proof: SignInProof): Promise<void> {
  const [{ auth }, sdk] = await Promise.all([loadFirebase(), import('firebase/auth')]);
  const user = auth.currentUser;
  if (!user) throw new Error('not signed in');
  if (proof.kind === 'password') {
    if (!user.email) throw new Error('no email');
    await sdk.reauthenticateWithCredential(
      user,
      sdk.EmailAuthProvider.credential(user.email, proof.password),
    );
  } else {
    await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
  }
  await user.getIdToken(true);
}

/**
 * Deletes the account, then forgets the session here (the API has ended it everywhere) and calls
 * `onDeleted`. Signing out takes the person off the dashboard, which unmounts the dialog: what follows the
 * deletion is the mutation's own callback, which runs whatever is still mounted.
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  return useMutation({
    mutationFn: async (proof: SignInProof) => {
      await signInAgain(proof);
      await api.request({ method: 'DELETE', url: '/users/account', data: { confirm: true } });
    },
    onSuccess: async () => {
      await signOutHere().catch(() => undefined);
      onDeleted();
    },
  });
}
