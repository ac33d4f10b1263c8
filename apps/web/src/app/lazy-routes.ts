import { paths } from '@/config/paths';
import { lazyScreen, type LazyScreen } from '@/lib/lazy-screen';

// Each screen is its own chunk so /login's first load carries no dashboard code.
export const LoginRoute = lazyScreen(
  () => import('./routes/auth/login'),
  (m) => m.LoginRoute,
);
export const ForgotPasswordRoute = lazyScreen(
  () => import('./routes/auth/forgot-password'),
  (m) => m.ForgotPasswordRoute,
);
export const VerifyEmailRoute = lazyScreen(
  () => import('./routes/auth/verify-email'),
  (m) => m.VerifyEmailRoute,
);
export const RequireVenue = lazyScreen(
  () => import('./routes/require-venue'),
  (m) => m.RequireVenue,
);
export const DashboardLayout = lazyScreen(
  () => import('./routes/dashboard/dashboard-layout'),
  (m) => m.DashboardLayout,
);
export const PlaceholderPage = lazyScreen(
  () => import('./routes/placeholder-page'),
  (m) => m.PlaceholderPage,
);
export const MailboxRoute = lazyScreen(
  () => import('./routes/dev/mailbox'),
  (m) => m.MailboxRoute,
);
export const NotFoundRoute = lazyScreen(
  () => import('./routes/not-found'),
  (m) => m.NotFoundRoute,
);
export const ClaimRestaurantRoute = lazyScreen(
  () => import('./routes/onboarding/claim-restaurant'),
  (m) => m.ClaimRestaurantRoute,
);
export const PlaceDetailRoute = lazyScreen(
  () => import('./routes/onboarding/place-detail'),
  (m) => m.PlaceDetailRoute,
);
export const CompleteProfileRoute = lazyScreen(
  () => import('./routes/onboarding/complete-profile'),
  (m) => m.CompleteProfileRoute,
);
export const PendingClaimRoute = lazyScreen(
  () => import('./routes/onboarding/pending-claim'),
  (m) => m.PendingClaimRoute,
);
export const ThankYouRoute = lazyScreen(
  () => import('./routes/onboarding/thankyou'),
  (m) => m.ThankYouRoute,
);
export const ClaimsRoute = lazyScreen(
  () => import('./routes/dashboard/claims'),
  (m) => m.ClaimsRoute,
);
export const AdminRoute = lazyScreen(
  () => import('./routes/admin/admin'),
  (m) => m.AdminRoute,
);
export const SummaryRoute = lazyScreen(
  () => import('./routes/dashboard/summary'),
  (m) => m.SummaryRoute,
);
export const ReviewsRoute = lazyScreen(
  () => import('./routes/dashboard/reviews'),
  (m) => m.ReviewsRoute,
);
export const MissionsRoute = lazyScreen(
  () => import('./routes/dashboard/missions'),
  (m) => m.MissionsRoute,
);
export const RedeemRoute = lazyScreen(
  () => import('./routes/dashboard/redeem'),
  (m) => m.RedeemRoute,
);
export const CounterRoute = lazyScreen(
  () => import('./routes/counter'),
  (m) => m.CounterRoute,
);
export const QrCodeRoute = lazyScreen(
  () => import('./routes/dashboard/qrcode'),
  (m) => m.QrCodeRoute,
);
export const ReportRoute = lazyScreen(
  () => import('./routes/dashboard/report'),
  (m) => m.ReportRoute,
);
export const ProfileLayout = lazyScreen(
  () => import('./routes/dashboard/profile/profile-layout'),
  (m) => m.ProfileLayout,
);
export const ProfileRoute = lazyScreen(
  () => import('./routes/dashboard/profile/profile'),
  (m) => m.ProfileRoute,
);
export const BillingRoute = lazyScreen(
  () => import('./routes/dashboard/profile/billing'),
  (m) => m.BillingRoute,
);
export const PlansRoute = lazyScreen(
  () => import('./routes/dashboard/profile/plans'),
  (m) => m.PlansRoute,
);
export const IntegrationsRoute = lazyScreen(
  () => import('./routes/dashboard/profile/integrations'),
  (m) => m.IntegrationsRoute,
);
export const NotificationsRoute = lazyScreen(
  () => import('./routes/dashboard/profile/notifications'),
  (m) => m.NotificationsRoute,
);
export const TeamRoute = lazyScreen(
  () => import('./routes/dashboard/profile/team'),
  (m) => m.TeamRoute,
);
export const ActivityRoute = lazyScreen(
  () => import('./routes/dashboard/profile/activity'),
  (m) => m.ActivityRoute,
);
export const InvitationRoute = lazyScreen(
  () => import('./routes/invitation'),
  (m) => m.InvitationRoute,
);
export const UnsubscribeRoute = lazyScreen(
  () => import('./routes/unsubscribe'),
  (m) => m.UnsubscribeRoute,
);
export const BillingSessionRoute = lazyScreen(
  () => import('./routes/billing/billing-session'),
  (m) => m.BillingSessionRoute,
);
export const VerifyEmailSignedOutRoute = lazyScreen(
  () => import('./routes/auth/verify-email-signed-out'),
  (m) => m.VerifyEmailSignedOutRoute,
);

const { dashboard: db } = paths;

/** Each dashboard page's code, by its path under /dashboard; the profile's tabs come with their frame. */
const dashboardScreens: Record<string, LazyScreen<object>[]> = {
  [db.summary.path]: [SummaryRoute],
  [db.reviews.path]: [ReviewsRoute],
  [db.claims.path]: [ClaimsRoute],
  [db.missions.path]: [MissionsRoute],
  [db.redeem.path]: [RedeemRoute],
  [db.qrcode.path]: [QrCodeRoute],
  [db.report.path]: [ReportRoute],
  [db.profile.path]: [ProfileLayout, ProfileRoute],
  [db.billing.path]: [ProfileLayout, BillingRoute],
  [db.plans.path]: [ProfileLayout, PlansRoute],
  [db.integrations.path]: [ProfileLayout, IntegrationsRoute],
  [db.notifications.path]: [ProfileLayout, NotificationsRoute],
  [db.team.path]: [ProfileLayout, TeamRoute],
  [db.activity.path]: [ProfileLayout, ActivityRoute],
};

/** Loads the code of the dashboard page at `pathname` with its frame and guard; any other path, the summary's. */
export function preloadDashboardScreen(pathname: string): Promise<unknown> {
  const below = pathname.slice(db.root.path.length + 1).replace(/\/$/, '');
  const screens = dashboardScreens[below] ?? [SummaryRoute];
  return Promise.all([DashboardLayout, RequireVenue, ...screens].map((screen) => screen.preload()));
}
