import { useSyncClaims } from '../hooks/use-sync-claims';

export function ClaimsSync() {
  useSyncClaims();
  return null;
}
