/*
 * The web app's pages, as the links to them are written: the router's paths and every link that the API
 * puts in a mail, a QR code or a billing session come from this one table.
 */

import type { ReviewFilters } from './review-filters';
import type { ReviewSort } from './review-list';

/** The query parameter of a link that opens one review in the reviews page. */
export const REVIEW_PARAM = 'review';
/** The query parameter of the report's period, in days. */
export const PERIOD_PARAM = 'period';

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const entries = Object.entries(params).flatMap(([key, value]) =>
    value === undefined || value === '' ? [] : [[key, String(value)] as [string, string]],
  );
  if (entries.length === 0) return path;
  // Form encoding, as URLSearchParams writes it: a space is '+'.
  const encode = (text: string) => encodeURIComponent(text).replace(/%20/g, '+');
  return `${path}?${entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&')}`;
}

const segment = encodeURIComponent;

/** An embed's options; each left out takes its default (carousel, the visitor's language, 6, light). */
export type EmbedOptions = {
  layout?: 'carousel' | 'grid';
  /** 'auto' follows the visitor's browser. */
  lang?: 'it' | 'en' | 'auto';
  count?: number;
  theme?: 'light' | 'dark';
};

export const webPaths = {
  root: () => '/',
  login: () => '/login',
  register: () => '/login?view=register',
  forgotPassword: () => '/forgot-password',
  verifyEmail: () => '/verify-email',
  onboarding: () => '/onboarding',
  completeProfile: () => '/onboarding/complete-profile',
  claimRestaurant: (q?: string) => withQuery('/onboarding/claim-restaurant', { q }),
  placeDetail: (id?: string, q?: string) => withQuery('/onboarding/place-detail', { id, q }),
  pendingClaim: () => '/onboarding/pending-claim',
  thankyou: () => '/onboarding/thankyou',
  dashboard: () => '/dashboard',
  summary: () => '/dashboard/summary',
  /** The reviews grid; `list` filters and sorts it, as `?rating_max=2&reply=without`. */
  reviews: (reviewId?: string, list: ReviewFilters & { sort?: ReviewSort } = {}) =>
    withQuery('/dashboard/reviews', { ...list, [REVIEW_PARAM]: reviewId }),
  claims: () => '/dashboard/claims',
  missions: () => '/dashboard/missions',
  /** The redeem screen of the venue's team, on a phone at the counter. */
  redeem: () => '/dashboard/missions/redeem',
  qrcode: () => '/dashboard/qrcode',
  report: (period?: number) => withQuery('/dashboard/report', { [PERIOD_PARAM]: period || undefined }),
  profile: () => '/dashboard/profile',
  billing: () => '/dashboard/profile/billing',
  plans: () => '/dashboard/profile/plans',
  integrations: () => '/dashboard/profile/integrations',
  notifications: () => '/dashboard/profile/notifications',
  /** The venue's people, invitations and access requests (owners). */
  team: () => '/dashboard/profile/team',
  /** The venue's activity log (owners and managers). */
  activity: () => '/dashboard/profile/activity',
  /** An invitation to a venue's team: the secret is in the fragment, so it never reaches a server's logs. */
  invitation: (token?: string) => (token ? `/invitation#${token}` : '/invitation'),
  billingSession: (id: string) => `/billing/session/${segment(id)}`,
  /** The landing page of a mail's unsubscribe link: no sign-in, the token authorizes; lng opens it in the mail's language. */
  unsubscribe: (token: string, lng?: string) => withQuery('/unsubscribe', { token, lng }),
  /** The guest's capture page that a table's QR code opens. */
  capture: (code: string) => `/r/${segment(code)}`,
  /** The guest's private page that withdraws a review; the signed query authorizes. */
  captureWithdraw: (signedQuery?: string) => (signedQuery ? `/r/withdraw?${signedQuery}` : '/r/withdraw'),
  /** A mission's public page, which its link and its poster's QR code open. */
  mission: (code: string) => `/m/${segment(code)}`,
  /** The pass a guest shows at the counter; its QR code carries this URL, and the counter reads the code off it. */
  pass: (missionCode: string, passCode: string) => `/m/${segment(missionCode)}?pass=${segment(passCode)}`,
  /** A counter link: the secret is in the fragment, so it never reaches a server's logs. */
  counter: (secret?: string) => (secret ? `/counter#${secret}` : '/counter'),
  /** A venue's public wall of the reviews its guests chose to show publicly. */
  wall: (slug: string) => `/v/${segment(slug)}`,
  /** The public share page of one review on the wall, whose link previews play the video. */
  reviewShare: (slug: string, reviewId: string) => `/v/${segment(slug)}/${segment(reviewId)}`,
  /** The venue's website embed, the page its <iframe> shows. */
  embed: (slug: string, options: EmbedOptions = {}) =>
    withQuery(`/embed/${segment(slug)}`, {
      layout: options.layout,
      lang: options.lang,
      count: options.count,
      theme: options.theme,
    }),
  /** The optional script that sizes an embed's frame to its content. */
  embedScript: () => '/embed.js',
  /** A public review's video and poster: public and cacheable, gone within minutes of consent ending. */
  publicVideo: (reviewId: string) => `/media/public/${segment(reviewId)}/video.mp4`,
  publicPoster: (reviewId: string) => `/media/public/${segment(reviewId)}/poster.jpg`,
  /** The privacy notice, drawn by the server; lng opens it in that language. */
  privacy: (lng?: string) => withQuery('/privacy', { lng }),
  /** The venues' terms of use, drawn by the server; lng opens them in that language. */
  terms: (lng?: string) => withQuery('/terms', { lng }),
  mailbox: () => '/dev/mailbox',
  admin: () => '/admin',
} as const;
