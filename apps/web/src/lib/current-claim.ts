/* The claims' cache key, free of TanStack Query and of the schemas, for the light modules that read it. */

/** Everything about the signed-in user's claims sits under this key. */
export function claimsQueryKey(uid: string | undefined) {
  return ['users', uid, 'claims'] as const;
}
