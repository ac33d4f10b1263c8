import { useEffect } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { useClaims } from '../api/get-claims';

/** Mirrors the claims query into the session store, which owns the current-restaurant selection. */
export function useSyncClaims() {
  const query = useClaims();
  const setClaims = useSessionStore((state) => state.setClaims);
  useEffect(() => {
    setClaims(query.data);
  }, [query.data, setClaims]);
  return query;
}
