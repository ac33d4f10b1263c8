import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { applicationDefault, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import { keptSince } from '@venues/contracts/retention-rules';
import type { Env } from '../../config/env';
import { HttpError } from './http-error';
import {
  createSessionRevocationsRepository,
  type SessionRevocationsRepository,
} from './sessions/session-revocations';

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

/** A verified token: who it names, and when its session signed in (ms), which a revocation mark ends. */
export type Verified = { caller: Caller; authTime: number };

/**
 * A bounded cache of verified ID tokens, each kept until its `exp`, so that a busy client costs one
 * verification an hour rather than one a request. A session that ends is refused by its revocation mark,
 * which is read beside this cache, so no entry needs to be dropped early.
 */
export function createTokenCache(maxEntries = TOKEN_CACHE_MAX, now: () => number = Date.now) {
  const entries = new Map<string, { verified: Verified; expiresAt: number }>();
  const drop = (token: string) => entries.delete(token);
  return {
    get(token: string): Verified | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(token);
        return undefined;
      }
      return entry.verified;
    },
    set(token: string, verified: Verified, expiresAt: number): void {
      if (expiresAt <= now()) return;
      drop(token);
      // Maps iterate in insertion order: the first key is the oldest entry.
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      entries.set(token, { verified, expiresAt });
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Decorates the app with the Firebase Admin client and `authenticate`, the one hook that verifies the
 * ID token. Route scopes add it with `app.addHook('onRequest', app.authenticate)`.
 *
 * A token is also refused when its session signed in before its user's revocation mark. Each replica
 * holds the recent marks in memory and reads them again every SESSION_MARKS_POLL_MS, so a session ended
 * on one replica ends on all within that time, at no cost to a request and without asking Firebase.
 */
export const authPlugin = fp<{ firebaseAuth?: Auth }>(
  async (app, options) => {
    const firebaseAuth = options.firebaseAuth ?? createFirebaseAuth(app.env);
    app.decorate('firebaseAuth', firebaseAuth);
    app.decorateRequest('caller', null);
    app.decorateRequest('signedInAt', 0);
    const tokens = createTokenCache();
    const revocations = createSessionRevocationsRepository(app.db);
    let marks = new Map<string, number>();
    const readMarks = async () => {
      marks = await revocations.since(keptSince('sessionMarks', new Date()));
    };

    app.decorate('sessions', {
      async end(uid: string, thisSecondToo = false) {
        const at = await revocations.revoke(uid, thisSecondToo);
        marks.set(uid, at.getTime());
      },
      readMarks,
      revocations,
    });

    // A database out of reach leaves the marks read last in place: the app still starts and answers, and
    // every request that needs the database fails on its own until the next read succeeds.
    const readMarksOrWarn = () =>
      readMarks().catch((error: unknown) => app.log.warn({ err: error }, 'session marks not read'));
    const timer = setInterval(() => void readMarksOrWarn(), app.env.SESSION_MARKS_POLL_MS);
    timer.unref();
    app.addHook('onReady', readMarksOrWarn);
    app.addHook('onClose', async () => clearInterval(timer));

    // Requests that arrive together with the same new token share one verification: a page opens with a
    // burst of calls, and a cold cache after a deploy would otherwise send the identity provider one each.
    const verifying = new Map<string, Promise<Verified>>();
    const verifyOnce = (token: string): Promise<Verified> => {
      let pending = verifying.get(token);
      if (!pending) {
        pending = firebaseAuth
          .verifyIdToken(token)
          .then((decoded) => {
            const verified = { caller: toCaller(decoded), authTime: decoded.auth_time * 1000 };
            tokens.set(token, verified, decoded.exp * 1000);
            return verified;
          })
          .finally(() => verifying.delete(token));
        verifying.set(token, pending);
      }
      return pending;
    };

    const verify = async (token: string): Promise<Verified> => {
      const cached = tokens.get(token);
      if (cached) return cached;
      try {
        return await verifyOnce(token);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'auth/id-token-expired') {
          throw new HttpError(401, 'auth/expired-token', 'The ID token has expired.');
        }
        throw new HttpError(401, 'auth/invalid-token', 'The ID token is not valid.');
      }
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const { caller, authTime } = await verify(bearerToken(request));
      const endedAt = marks.get(caller.uid);
      if (endedAt !== undefined && authTime < endedAt)
        throw new HttpError(401, 'auth/session-ended', 'This session has ended; please sign in again.');
      request.caller = caller;
      request.signedInAt = authTime;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.caller?.isAdmin) throw new HttpError(403, 'auth/admin-only', 'Only staff may do this.');
    });
  },
  { name: 'auth', dependencies: ['db'] },
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
    sessions: {
      /**
       * Ends every session of the user signed in until now: at once here, within the poll elsewhere; with
       * `thisSecondToo`, also those signed in during the current second (a deleted account).
       */
      end: (uid: string, thisSecondToo?: boolean) => Promise<void>;
      /** Reads the recent marks again (the poll's step; tests call it to skip the wait). */
      readMarks: () => Promise<void>;
      revocations: SessionRevocationsRepository;
    };
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** When the caller's session signed in (ms): what a recent sign-in is checked against. */
    signedInAt: number;
  }
}
