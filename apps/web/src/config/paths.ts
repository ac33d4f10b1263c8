import { webPaths } from '@venues/contracts/web-paths';

/** The router's paths, and the links to them from the table that the API shares. */
export const paths = {
  root: { path: '/', getHref: webPaths.root },
  auth: {
    login: { path: '/login', getHref: webPaths.login },
    register: { path: '/login', getHref: webPaths.register },
    forgotPassword: { path: '/forgot-password', getHref: webPaths.forgotPassword },
    verifyEmail: { path: '/verify-email', getHref: webPaths.verifyEmail },
  },
  onboarding: {
    root: { path: '/onboarding', getHref: webPaths.onboarding },
    completeProfile: { path: 'complete-profile', getHref: webPaths.completeProfile },
    claimRestaurant: {
      path: 'claim-restaurant',
      getHref: webPaths.claimRestaurant,
    },
    placeDetail: {
      path: 'place-detail',
      getHref: webPaths.placeDetail,
    },
    pendingClaim: { path: 'pending-claim', getHref: webPaths.pendingClaim },
    thankyou: { path: 'thankyou', getHref: webPaths.thankyou },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: webPaths.dashboard },
    summary: { path: 'summary', getHref: webPaths.summary },
    reviews: {
      path: 'reviews',
      getHref: webPaths.reviews,
    },
    claims: { path: 'claims', getHref: webPaths.claims },
    missions: { path: 'missions', getHref: webPaths.missions },
    redeem: { path: 'missions/redeem', getHref: webPaths.redeem },
    qrcode: { path: 'qrcode', getHref: webPaths.qrcode },
    report: {
      path: 'report',
      getHref: webPaths.report,
    },
    profile: { path: 'profile', getHref: webPaths.profile },
    billing: { path: 'profile/billing', getHref: webPaths.billing },
    plans: { path: 'profile/plans', getHref: webPaths.plans },
    integrations: { path: 'profile/integrations', getHref: webPaths.integrations },
    notifications: { path: 'profile/notifications', getHref: webPaths.notifications },
    team: { path: 'profile/team', getHref: webPaths.team },
    activity: { path: 'profile/activity', getHref: webPaths.activity },
  },
  /** An invitation to a venue's team: the secret is in the fragment, so it never reaches a server's logs. */
  invitation: { path: '/invitation', getHref: webPaths.invitation },
  billing: {
    session: {
      path: '/billing/session/:id',
      getHref: webPaths.billingSession,
    },
  },
  /** The landing page of a mail's one-click unsubscribe link: no sign-in, the token authorizes. */
  unsubscribe: {
    path: '/unsubscribe',
    getHref: (token: string) => webPaths.unsubscribe(token),
  },
  /** A counter link: the redeem screen of one venue, no sign-in; the secret in the fragment authorizes. */
  counter: { path: '/counter', getHref: webPaths.counter },
  dev: {
    mailbox: { path: '/dev/mailbox', getHref: webPaths.mailbox },
  },
  admin: { path: '/admin', getHref: webPaths.admin },
  /** Pages the server draws, outside the router: plain links, in the reader's language. */
  legal: {
    privacy: { path: '/privacy', getHref: webPaths.privacy },
    terms: { path: '/terms', getHref: webPaths.terms },
  },
} as const;

/** Absolute URL inside this app, for links that leave the browser (emails, identity provider redirects). */
export function absoluteUrl(href: string): string {
  return new URL(href, window.location.origin).toString();
}

/** The continue URL of an email sign-in link: the top-level wrapper completes sign-in when it sees `email`. */
export function emailLinkContinueUrl(email: string): string {
  return `${window.location.origin}/?email=${encodeURIComponent(email)}`;
}

const destinationHrefs = {
  'claim-restaurant': paths.onboarding.claimRestaurant.getHref(),
  'pending-claim': paths.onboarding.pendingClaim.getHref(),
  summary: paths.dashboard.summary.getHref(),
} as const;

export function claimDestinationHref(destination: keyof typeof destinationHrefs): string {
  return destinationHrefs[destination];
}
