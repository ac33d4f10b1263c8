import { lazy } from 'react';

// Each screen is its own chunk so /login's first load carries no dashboard code.
export const LoginRoute = lazy(() => import('./routes/auth/login').then((m) => ({ default: m.LoginRoute })));
export const ForgotPasswordRoute = lazy(() =>
  import('./routes/auth/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
export const VerifyEmailRoute = lazy(() =>
  import('./routes/auth/verify-email').then((m) => ({ default: m.VerifyEmailRoute })),
);
export const RequireVenue = lazy(() =>
  import('./routes/require-venue').then((m) => ({ default: m.RequireVenue })),
);
export const DashboardLayout = lazy(() =>
  import('./routes/dashboard/dashboard-layout').then((m) => ({ default: m.DashboardLayout })),
);
export const PlaceholderPage = lazy(() =>
  import('./routes/placeholder-page').then((m) => ({ default: m.PlaceholderPage })),
);
export const MailboxRoute = lazy(() =>
  import('./routes/dev/mailbox').then((m) => ({ default: m.MailboxRoute })),
);
export const NotFoundRoute = lazy(() =>
  import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })),
);
export const ClaimRestaurantRoute = lazy(() =>
  import('./routes/onboarding/claim-restaurant').then((m) => ({ default: m.ClaimRestaurantRoute })),
);
export const PlaceDetailRoute = lazy(() =>
  import('./routes/onboarding/place-detail').then((m) => ({ default: m.PlaceDetailRoute })),
);
export const CompleteProfileRoute = lazy(() =>
  import('./routes/onboarding/complete-profile').then((m) => ({ default: m.CompleteProfileRoute })),
);
export const PendingClaimRoute = lazy(() =>
  import('./routes/onboarding/pending-claim').then((m) => ({ default: m.PendingClaimRoute })),
);
export const ThankYouRoute = lazy(() =>
  import('./routes/onboarding/thankyou').then((m) => ({ default: m.ThankYouRoute })),
);
export const ClaimsRoute = lazy(() =>
  import('./routes/dashboard/claims').then((m) => ({ default: m.ClaimsRoute })),
);
export const AdminRoute = lazy(() => import('./routes/admin/admin').then((m) => ({ default: m.AdminRoute })));
export const SummaryRoute = lazy(() =>
  import('./routes/dashboard/summary').then((m) => ({ default: m.SummaryRoute })),
);
export const ReviewsRoute = lazy(() =>
  import('./routes/dashboard/reviews').then((m) => ({ default: m.ReviewsRoute })),
);
export const MissionsRoute = lazy(() =>
  import('./routes/dashboard/missions').then((m) => ({ default: m.MissionsRoute })),
);
export const RedeemRoute = lazy(() =>
  import('./routes/dashboard/redeem').then((m) => ({ default: m.RedeemRoute })),
);
export const CounterRoute = lazy(() => import('./routes/counter').then((m) => ({ default: m.CounterRoute })));
export const QrCodeRoute = lazy(() =>
  import('./routes/dashboard/qrcode').then((m) => ({ default: m.QrCodeRoute })),
);
export const ReportRoute = lazy(() =>
  import('./routes/dashboard/report').then((m) => ({ default: m.ReportRoute })),
);
export const ProfileLayout = lazy(() =>
  import('./routes/dashboard/profile/profile-layout').then((m) => ({ default: m.ProfileLayout })),
);
export const ProfileRoute = lazy(() =>
  import('./routes/dashboard/profile/profile').then((m) => ({ default: m.ProfileRoute })),
);
export const BillingRoute = lazy(() =>
  import('./routes/dashboard/profile/billing').then((m) => ({ default: m.BillingRoute })),
);
export const PlansRoute = lazy(() =>
  import('./routes/dashboard/profile/plans').then((m) => ({ default: m.PlansRoute })),
);
export const IntegrationsRoute = lazy(() =>
  import('./routes/dashboard/profile/integrations').then((m) => ({ default: m.IntegrationsRoute })),
);
export const NotificationsRoute = lazy(() =>
  import('./routes/dashboard/profile/notifications').then((m) => ({ default: m.NotificationsRoute })),
);
export const TeamRoute = lazy(() =>
  import('./routes/dashboard/profile/team').then((m) => ({ default: m.TeamRoute })),
);
export const ActivityRoute = lazy(() =>
  import('./routes/dashboard/profile/activity').then((m) => ({ default: m.ActivityRoute })),
);
export const InvitationRoute = lazy(() =>
  import('./routes/invitation').then((m) => ({ default: m.InvitationRoute })),
);
export const UnsubscribeRoute = lazy(() =>
  import('./routes/unsubscribe').then((m) => ({ default: m.UnsubscribeRoute })),
);
export const BillingSessionRoute = lazy(() =>
  import('./routes/billing/billing-session').then((m) => ({ default: m.BillingSessionRoute })),
);
export const VerifyEmailSignedOutRoute = lazy(() =>
  import('./routes/auth/verify-email-signed-out').then((m) => ({ default: m.VerifyEmailSignedOutRoute })),
);
