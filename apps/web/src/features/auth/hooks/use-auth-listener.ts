import { onAuthStateChanged } from 'firebase/auth';
import { useEffect } from 'react';
import { auth } from '@/lib/firebase';
import { useSessionStore } from '@/stores/session-store';
import { toSessionUser } from '../utils/session-user';

export function useAuthListener() {
  const setUser = useSessionStore((state) => state.setUser);
  useEffect(() => onAuthStateChanged(auth, (user) => setUser(user ? toSessionUser(user) : null)), [setUser]);
}
