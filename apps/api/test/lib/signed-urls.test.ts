import { describe, expect, it } from 'vitest';
import { createUrlSigner, type MediaTarget } from '../../src/plugins/app/media/signed-urls';

const TTL = 3600;
const target: MediaTarget = {
  placeId: '00000000-0000-4000-8000-000000000001',
  reviewId: '00000000-0000-4000-8000-000000000002',
  kind: 'poster-small',
  download: false,
};
const expiresOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('expires'));

describe('signed media URLs', () => {
  it('stay the same for half their lifetime, so that the browser can show a poster it has kept', () => {
    let clock = Date.UTC(2026, 10, 28, 10, 0, 0);
    const signer = createUrlSigner('a-secret-of-sixteen', TTL, () => clock);
    const first = signer.mediaUrl(target);
    clock += (TTL / 2 - 1) * 1000;
    expect(signer.mediaUrl(target)).toBe(first);
    clock += 1000;
    expect(signer.mediaUrl(target)).not.toBe(first);
  });

  it('are valid for more than half their lifetime and never longer than it, from when they are made', () => {
    const start = Date.UTC(2026, 10, 28, 10, 0, 0);
    for (const offset of [0, 1, TTL / 4, TTL / 2 - 1, TTL / 2, TTL - 1]) {
      const made = start + offset * 1000;
      const signer = createUrlSigner('a-secret-of-sixteen', TTL, () => made);
      const left = signer.secondsLeft(expiresOf(signer.mediaUrl(target)));
      expect(left).toBeGreaterThan(TTL / 2);
      expect(left).toBeLessThanOrEqual(TTL);
    }
  });

  it('verify until they expire, then not', () => {
    let clock = Date.UTC(2026, 10, 28, 10, 30, 0);
    const signer = createUrlSigner('a-secret-of-sixteen', TTL, () => clock);
    const url = signer.mediaUrl(target);
    const query = new URL(url, 'http://x').searchParams;
    const expires = expiresOf(url);
    expect(signer.verify(target, expires, query.get('signature')!)).toBe('ok');
    clock = expires * 1000;
    expect(signer.verify(target, expires, query.get('signature')!)).toBe('ok');
    expect(signer.secondsLeft(expires)).toBe(0);
    clock += 1000;
    expect(signer.verify(target, expires, query.get('signature')!)).toBe('expired');
  });
});
