import { createHmac, timingSafeEqual } from 'node:crypto';

export type VideoTarget = { placeId: string; reviewId: string; download: boolean };

const payload = (t: VideoTarget, expires: number) =>
  `${t.placeId}:${t.reviewId}:${t.download ? 1 : 0}:${expires}`;

/**
 * Video URLs carry their own short-lived authorization, because a <video> element or a new tab cannot
 * send the bearer token. The signature covers place, review, attachment flag and expiry.
 */
export function createUrlSigner(secret: string, ttlSeconds: number, now: () => number = Date.now) {
  const sign = (t: VideoTarget, expires: number) =>
    createHmac('sha256', secret).update(payload(t, expires)).digest('base64url');

  return {
    videoUrl(target: VideoTarget): string {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      const query = new URLSearchParams({ expires: String(expires), signature: sign(target, expires) });
      if (target.download) query.set('download', '1');
      return `/api/places/${target.placeId}/reviews/${target.reviewId}/video?${query.toString()}`;
    },

    verify(target: VideoTarget, expires: number, signature: string): 'ok' | 'expired' | 'bad-signature' {
      const expected = Buffer.from(sign(target, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad-signature';
      return expires * 1000 < now() ? 'expired' : 'ok';
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
