import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { clearTestSession, fakeIdToken, saveTestSession } from '@/testing/saved-session';
import { useSessionStore } from '@/stores/session-store';
import { currentIdToken, currentTokenClaims } from './id-token';
import { readSavedSession, saveSession } from './saved-session';

function expireSavedToken() {
  const session = readSavedSession();
  if (!session) throw new Error('no saved session');
  saveSession({ ...session, expiresAt: Date.now() - 1000 });
}

afterEach(() => {
  clearTestSession();
  vi.unstubAllGlobals();
});

describe('currentIdToken before Firebase loads', () => {
  it('answers null when nobody is signed in', async () => {
    expect(await currentIdToken()).toBeNull();
  });

  it("answers the saved session's token while it is fresh, without a request", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    saveTestSession({ admin: true });
    expect(await currentIdToken()).toBe(fakeIdToken({ admin: true }));
    expect(await currentTokenClaims()).toMatchObject({ admin: true });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('ignores a saved copy once Firebase no longer keeps the session', async () => {
    saveTestSession();
    localStorage.removeItem('firebase:authUser:test-api-key:[DEFAULT]');
    expect(await currentIdToken()).toBeNull();
  });

  it('renews an expired token once for calls made together, and saves the new one', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({ id_token: 'new-token', refresh_token: 'new-refresh', expires_in: '3600' }),
        ),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    saveTestSession();
    expireSavedToken();
    expect(await Promise.all([currentIdToken(), currentIdToken()])).toEqual(['new-token', 'new-token']);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://securetoken.googleapis.com/v1/token?key=test-api-key');
    expect((init.body as URLSearchParams).toString()).toBe(
      'grant_type=refresh_token&refresh_token=refresh-token',
    );
    expect(readSavedSession()).toMatchObject({ idToken: 'new-token', refreshToken: 'new-refresh' });
    expect(await currentIdToken()).toBe('new-token');
  });

  it('ends the session when Firebase refuses the refresh token', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('{"error":{"message":"TOKEN_EXPIRED"}}', { status: 400 })),
    );
    saveTestSession();
    expireSavedToken();
    useSessionStore.getState().setUser(makeUser());
    expect(await currentIdToken()).toBeNull();
    expect(readSavedSession()).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('keeps the session when the network fails, and fails the call', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    saveTestSession();
    expireSavedToken();
    await expect(currentIdToken()).rejects.toThrow('Failed to fetch');
    expect(readSavedSession()).not.toBeNull();
  });
});
