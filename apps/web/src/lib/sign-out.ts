import { ID_TOKEN_STORAGE_KEY, loadFirebase } from './firebase-loader';
import { clearSavedSession } from './saved-session';

/** Signs the user out of Firebase and forgets the session this app kept beside it. */
export async function signOutHere(): Promise<void> {
  const { auth, signOut } = await loadFirebase();
  await signOut(auth);
  clearSavedSession();
  localStorage.removeItem(ID_TOKEN_STORAGE_KEY);
}
