import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { applicationDefault, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import type { Env } from '../../config/env';
import { HttpError } from './http-error';

export type Caller = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  isAdmin: boolean;
  /** True when the account signs in with a password and so must verify its email first. */
  usesPassword: boolean;
};

export function createFirebaseAuth(env: Env): Auth {
  const name = `venues-${env.FIREBASE_PROJECT_ID}`;
  const existing = getApps().find((app) => app.name === name);
  if (existing) return getAuth(getApp(name));
  // The emulator needs no credential; a real project uses the runtime's default service account.
  const options = env.FIREBASE_AUTH_EMULATOR_HOST
    ? { projectId: env.FIREBASE_PROJECT_ID }
    : { projectId: env.FIREBASE_PROJECT_ID, credential: applicationDefault() };
  return getAuth(initializeApp(options, name));
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw new HttpError(401, 'auth/missing-token', 'A bearer ID token is required.');
  return match[1];
}

function toCaller(token: DecodedIdToken): Caller {
  return {
    uid: token.uid,
    email: token.email ?? null,
    emailVerified: token.email_verified === true,
    name: typeof token.name === 'string' ? token.name : null,
    picture: token.picture ?? null,
    isAdmin: token.admin === true,
    usesPassword: token.firebase.sign_in_provider === 'password',
  };
}

/** Verified ID tokens kept by one process; each until its own expiry. */
const TOKEN_CACHE_MAX = 10_000;

/**
 * A bounded cache of verified ID tokens, each kept until its `exp`, so that a busy client costs one
 * verification an hour rather than one a request. `forget` drops every token of a user (a password change).
 */
export function createTokenCache(maxEntries = TOKEN_CACHE_MAX, now: () => number = Date.now) {
  const entries = new Map<string, { caller: Caller; expiresAt: number }>();
  const byUid = new Map<string, Set<string>>();
  const drop = (token: string) => {
    const entry = entries.get(token);
    if (!entry) return;
    entries.delete(token);
    const tokens = byUid.get(entry.caller.uid);
    tokens?.delete(token);
    if (tokens?.size === 0) byUid.delete(entry.caller.uid);
  };
  return {
    get(token: string): Caller | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(token);
        return undefined;
      }
      return entry.caller;
    },
    set(token: string, caller: Caller, expiresAt: number): void {
      if (expiresAt <= now()) return;
      drop(token);
      // Maps iterate in insertion order: the first key is the oldest entry.
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      entries.set(token, { caller, expiresAt });
      let tokens = byUid.get(caller.uid);
      if (!tokens) byUid.set(caller.uid, (tokens = new Set()));
      tokens.add(token);
    },
    forget(uid: string): void {
      for (const token of [...(byUid.get(uid) ?? [])]) drop(token);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Decorates the app with the Firebase Admin client and `authenticate`, the one hook that verifies the
 * ID token. Route scopes add it with `app.addHook('onRequest', app.authenticate)`.
 */
export const authPlugin = fp<{ firebaseAuth?: Auth }>(
  async (app, options) => {
    const firebaseAuth = options.firebaseAuth ?? createFirebaseAuth(app.env);
    app.decorate('firebaseAuth', firebaseAuth);
    app.decorateRequest('caller', null);
    const tokens = createTokenCache();
    app.decorate('forgetTokens', (uid: string) => tokens.forget(uid));
    // Requests that arrive together with the same new token share one verification: a page opens with a
    // burst of calls, and a cold cache after a deploy would otherwise send the identity provider one each.
    const verifying = new Map<string, Promise<Caller>>();
    const verifyOnce = (token: string): Promise<Caller> => {
      let pending = verifying.get(token);
      if (!pending) {
        pending = firebaseAuth
          .verifyIdToken(token)
          .then((decoded) => {
            const caller = toCaller(decoded);
            tokens.set(token, caller, decoded.exp * 1000);
            return caller;
          })
          .finally(() => verifying.delete(token));
        verifying.set(token, pending);
      }
      return pending;
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const cached = tokens.get(token);
      if (cached) {
        request.caller = cached;
        return;
      }
      try {
        request.caller = await verifyOnce(token);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'auth/id-token-expired') {
          throw new HttpError(401, 'auth/expired-token', 'The ID token has expired.');
        }
        throw new HttpError(401, 'auth/invalid-token', 'The ID token is not valid.');
      }
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.caller?.isAdmin) throw new HttpError(403, 'auth/admin-only', 'Only staff may do this.');
    });
  },
  { name: 'auth' },
);

/** The verified caller; only valid inside a scope that runs `authenticate`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new HttpError(401, 'auth/missing-token', 'A bearer ID token is required.');
  return request.caller;
}

declare module 'fastify' {
  interface FastifyInstance {
    firebaseAuth: Auth;
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Drops the verified tokens this process keeps for a user, whose old sessions must end now. */
    forgetTokens: (uid: string) => void;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}
