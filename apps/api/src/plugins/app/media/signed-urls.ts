import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKindSchema, type NotificationKind } from '@venues/contracts/notifications';
import type { MediaKind } from './media-store';

/** What a mail's unsubscribe link turns off: one kind of mail, for one user and venue. */
export type UnsubscribeTarget = { uid: string; placeId: string; kind: NotificationKind };

export type MediaTarget = { placeId: string; reviewId: string; kind: MediaKind; download: boolean };
export type Verdict = 'ok' | 'expired' | 'bad-signature';

const payload = (t: MediaTarget, expires: number) =>
  `${t.kind}:${t.placeId}:${t.reviewId}:${t.download ? 1 : 0}:${expires}`;

/** A guest's private links live a year: the one a review gives and the one a pass gives. */
export const WITHDRAW_TTL_SECONDS = 365 * 86_400;

/**
 * Media URLs carry their own short-lived authorization, because a <video> element, an <img> or a new tab
 * cannot send the bearer token. The signature covers the kind, place, review, attachment flag and expiry.
 * The same secret signs the guests' private links, each kind under a payload of its own, so that no link
 * of one kind passes for another.
 */
export function createUrlSigner(secret: string, ttlSeconds: number, now: () => number = Date.now) {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const check = (expected: string, given: string, expires: number): Verdict => {
    const a = Buffer.from(expected);
    const b = Buffer.from(given);
    if (a.length !== b.length || !timingSafeEqual(a, b)) return 'bad-signature';
    return expires * 1000 < now() ? 'expired' : 'ok';
  };
  // A link of each kind signs its own payload, so that no link of one kind passes for another.
  const linkSignature = (kind: 'withdraw' | 'guest' | 'data-export', id: string, expires: number) =>
    hmac(`${kind}:${id}:${expires}`);
  /** A guest's private link, valid a year: the id under its own parameter, the expiry and the signature. */
  const guestLinkQuery = (name: 'review' | 'guest', kind: 'withdraw' | 'guest', id: string) => {
    const expires = Math.floor(now() / 1000) + WITHDRAW_TTL_SECONDS;
    return new URLSearchParams({
      [name]: id,
      expires: String(expires),
      signature: linkSignature(kind, id, expires),
    });
  };

  return {
    /**
     * A media link stays the same for a window of half its lifetime: it expires at the end of the window
     * after the current one, so it is valid for more than half of `ttlSeconds` and never longer than that.
     * A list asked for again (a refetch, a return to the page) then gives the same URL, and the browser
     * shows the poster it has kept instead of downloading it afresh.
     */
    mediaUrl(target: MediaTarget): string {
      const windowSeconds = Math.floor(ttlSeconds / 2);
      const expires = (Math.floor(now() / 1000 / windowSeconds) + 2) * windowSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: hmac(payload(target, expires)),
      });
      if (target.download) query.set('download', '1');
      return `/api/places/${target.placeId}/reviews/${target.reviewId}/${target.kind}?${query.toString()}`;
    },

    verify(target: MediaTarget, expires: number, signature: string): Verdict {
      return check(hmac(payload(target, expires)), signature, expires);
    },

    /** How many seconds a link that expires at `expires` (in seconds) is still valid for; 0 once expired. */
    secondsLeft: (expires: number): number => Math.max(0, expires - Math.floor(now() / 1000)),

    /** The query of a guest's private withdrawal link. */
    withdrawQuery: (reviewId: string) => guestLinkQuery('review', 'withdraw', reviewId),

    verifyWithdraw: (reviewId: string, expires: number, signature: string): Verdict =>
      check(linkSignature('withdraw', reviewId, expires), signature, expires),

    /** The query of the private link that a guest's pass offers: it names the guest identity itself. */
    guestQuery: (reviewerId: string) => guestLinkQuery('guest', 'guest', reviewerId),

    verifyGuest: (reviewerId: string, expires: number, signature: string): Verdict =>
      check(linkSignature('guest', reviewerId, expires), signature, expires),

    /** The query of a person's data export link, which answers until the export expires. */
    dataExportQuery(exportId: string, expiresAt: Date): URLSearchParams {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return new URLSearchParams({
        expires: String(expires),
        signature: linkSignature('data-export', exportId, expires),
      });
    },

    verifyDataExport: (exportId: string, expires: number, signature: string): Verdict =>
      check(linkSignature('data-export', exportId, expires), signature, expires),

    /**
     * The token of a mail's one-click unsubscribe link (RFC 8058). It never expires: an old mail's link
     * must still work, and all it can do is turn one kind of mail off.
     */
    unsubscribeToken(target: UnsubscribeTarget): string {
      const body = Buffer.from(`${target.kind}:${target.placeId}:${target.uid}`).toString('base64url');
      return `${body}.${hmac(`unsubscribe:${body}`)}`;
    },

    verifyUnsubscribe(token: string): UnsubscribeTarget | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      if (check(hmac(`unsubscribe:${body}`), signature, Number.MAX_SAFE_INTEGER) !== 'ok') return null;
      const [kind, placeId, ...uid] = Buffer.from(body, 'base64url').toString('utf8').split(':');
      const parsedKind = notificationKindSchema.safeParse(kind);
      if (!parsedKind.success || !placeId || uid.length === 0) return null;
      return { kind: parsedKind.data, placeId, uid: uid.join(':') };
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
