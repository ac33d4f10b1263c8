export const paths = {
  root: { path: '/', getHref: () => '/' },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/login', getHref: () => '/login?view=register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  },
  onboarding: {
    root: { path: '/onboarding', getHref: () => '/onboarding' },
    completeProfile: { path: 'complete-profile', getHref: () => '/onboarding/complete-profile' },
    claimRestaurant: {
      path: 'claim-restaurant',
      getHref: (q?: string) =>
        `/onboarding/claim-restaurant${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`,
    },
    placeDetail: {
      path: 'place-detail',
      getHref: (id?: string, q?: string) => {
        const query = new URLSearchParams({ ...(id ? { id } : {}), ...(q ? { q } : {}) }).toString();
        return `/onboarding/place-detail${query ? `?${query}` : ''}`;
      },
    },
    pendingClaim: { path: 'pending-claim', getHref: () => '/onboarding/pending-claim' },
    thankyou: { path: 'thankyou', getHref: () => '/onboarding/thankyou' },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    summary: { path: 'summary', getHref: () => '/dashboard/summary' },
    reviews: {
      path: 'reviews',
      getHref: (reviewId?: string) =>
        `/dashboard/reviews${reviewId ? `?${new URLSearchParams({ review: reviewId }).toString()}` : ''}`,
    },
    claims: { path: 'claims', getHref: () => '/dashboard/claims' },
    missions: { path: 'missions', getHref: () => '/dashboard/missions' },
    qrcode: { path: 'qrcode', getHref: () => '/dashboard/qrcode' },
    report: {
      path: 'report',
      getHref: (period?: number) => `/dashboard/report${period ? `?period=${period}` : ''}`,
    },
    profile: { path: 'profile', getHref: () => '/dashboard/profile' },
    billing: { path: 'profile/billing', getHref: () => '/dashboard/profile/billing' },
    plans: { path: 'profile/plans', getHref: () => '/dashboard/profile/plans' },
    integrations: { path: 'profile/integrations', getHref: () => '/dashboard/profile/integrations' },
    notifications: { path: 'profile/notifications', getHref: () => '/dashboard/profile/notifications' },
  },
  billing: {
    session: {
      path: '/billing/session/:id',
      getHref: (id: string) => `/billing/session/${encodeURIComponent(id)}`,
    },
  },
  /** The landing page of a mail's one-click unsubscribe link: no sign-in, the token authorizes. */
  unsubscribe: {
    path: '/unsubscribe',
    getHref: (token: string) => `/unsubscribe?${new URLSearchParams({ token }).toString()}`,
  },
  dev: {
    mailbox: { path: '/dev/mailbox', getHref: () => '/dev/mailbox' },
  },
  admin: { path: '/admin', getHref: () => '/admin' },
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
