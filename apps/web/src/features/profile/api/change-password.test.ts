import { describe, expect, it, vi } from 'vitest';
import { changePassword, renewSession } from './change-password';

const patch = vi.hoisted(() => vi.fn());
const signIn = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ api: { patch } }));
vi.mock('@/lib/firebase', () => ({ auth: { currentUser: { email: 'owner@demo.test' } } }));
vi.mock('firebase/auth', () => ({ signInWithEmailAndPassword: signIn }));

describe('password change', () => {
  it('patches the caller’s password', async () => {
    patch.mockResolvedValue({ data: { data: { updated: true } } });
    await changePassword({ password: 'secret1', confirmation: 'secret1' });
    expect(patch).toHaveBeenCalledWith('/users/password', { password: 'secret1', confirmation: 'secret1' });
  });

  it('signs in again with the new password, so the revoked session is replaced at once', async () => {
    signIn.mockResolvedValue({});
    await renewSession('owner@demo.test', 'secret1');
    expect(signIn).toHaveBeenCalledWith(expect.anything(), 'owner@demo.test', 'secret1');
  });

  it('keeps the change when signing in again fails, and skips users without an email', async () => {
    signIn.mockReset();
    signIn.mockRejectedValue(new Error('network'));
    await expect(renewSession('owner@demo.test', 'secret1')).resolves.toBeUndefined();
    signIn.mockClear();
    await renewSession(null, 'secret1');
    expect(signIn).not.toHaveBeenCalled();
  });
});
