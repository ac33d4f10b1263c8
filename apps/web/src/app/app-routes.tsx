import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { RequireSignedIn, RequireSignedOut, RequireVerifiedEmail, RootRedirect } from './guards';
import {
  ActivityRoute,
  AdminRoute,
  BillingRoute,
  BillingSessionRoute,
  ClaimRestaurantRoute,
  ClaimsRoute,
  CounterRoute,
  CompleteProfileRoute,
  DashboardLayout,
  ForgotPasswordRoute,
  IntegrationsRoute,
  InvitationRoute,
  LoginRoute,
  MailboxRoute,
  MissionsRoute,
  NotificationsRoute,
  NotFoundRoute,
  PendingClaimRoute,
  PlaceDetailRoute,
  PlansRoute,
  ProfileLayout,
  ProfileRoute,
  QrCodeRoute,
  RedeemRoute,
  ReportRoute,
  RequireVenue,
  ReviewsRoute,
  SummaryRoute,
  TeamRoute,
  ThankYouRoute,
  UnsubscribeRoute,
  VerifyEmailRoute,
  VerifyEmailSignedOutRoute,
} from './lazy-routes';
import { CounterLayout } from './routes/counter-layout';
import { RootLayout } from './routes/root-layout';

const { onboarding: ob, dashboard: db } = paths;

/*
 * Declarative routes (not createBrowserRouter): the data router alone costs ~17 KB gzip, which the
 * /login first-load budget cannot afford, and no screen uses loaders or actions (TanStack Query does that).
 */
export function AppRoutes({ localMode }: { localMode: boolean }) {
  return (
    <Routes>
      <Route path={paths.counter.path} element={<CounterLayout />}>
        <Route index element={<CounterRoute />} />
      </Route>
      <Route path={paths.root.path} element={<RootLayout />}>
        <Route index element={<RootRedirect />} />
        <Route element={<RequireSignedOut />}>
          <Route path={paths.auth.login.path} element={<LoginRoute />} />
          <Route path={paths.auth.forgotPassword.path} element={<ForgotPasswordRoute />} />
        </Route>
        <Route element={<RequireSignedIn signedOut={<VerifyEmailSignedOutRoute />} />}>
          <Route path={paths.auth.verifyEmail.path} element={<VerifyEmailRoute />} />
        </Route>
        <Route element={<RequireSignedIn />}>
          <Route path={paths.billing.session.path} element={<BillingSessionRoute />} />
          <Route element={<RequireVerifiedEmail />}>
            <Route path={ob.root.path}>
              <Route index element={<Navigate to={ob.claimRestaurant.getHref()} replace />} />
              <Route path={ob.completeProfile.path} element={<CompleteProfileRoute />} />
              <Route path={ob.claimRestaurant.path} element={<ClaimRestaurantRoute />} />
              <Route path={ob.placeDetail.path} element={<PlaceDetailRoute />} />
              <Route path={ob.pendingClaim.path} element={<PendingClaimRoute />} />
              <Route path={ob.thankyou.path} element={<ThankYouRoute />} />
              <Route path="*" element={<Navigate to={ob.claimRestaurant.getHref()} replace />} />
            </Route>
            {/* The layout first: its navigation shows while the claims load. */}
            <Route path={db.root.path} element={<DashboardLayout />}>
              <Route element={<RequireVenue />}>
                <Route index element={<Navigate to={db.summary.getHref()} replace />} />
                <Route path={db.summary.path} element={<SummaryRoute />} />
                <Route path={db.reviews.path} element={<ReviewsRoute />} />
                <Route path={db.claims.path} element={<ClaimsRoute />} />
                <Route path={db.missions.path} element={<MissionsRoute />} />
                <Route path={db.redeem.path} element={<RedeemRoute />} />
                <Route path={db.qrcode.path} element={<QrCodeRoute />} />
                <Route path={db.report.path} element={<ReportRoute />} />
                <Route element={<ProfileLayout />}>
                  <Route path={db.profile.path} element={<ProfileRoute />} />
                  <Route path={db.billing.path} element={<BillingRoute />} />
                  <Route path={db.plans.path} element={<PlansRoute />} />
                  <Route path={db.integrations.path} element={<IntegrationsRoute />} />
                  <Route path={db.notifications.path} element={<NotificationsRoute />} />
                  <Route path={db.team.path} element={<TeamRoute />} />
                  <Route path={db.activity.path} element={<ActivityRoute />} />
                </Route>
                <Route path="*" element={<Navigate to={db.summary.getHref()} replace />} />
              </Route>
            </Route>
            <Route path={paths.admin.path} element={<AdminRoute />} />
          </Route>
        </Route>
        {/* Signed out, it shows the invitation and how to sign in; signed in, it accepts. */}
        <Route path={paths.invitation.path} element={<InvitationRoute />} />
        <Route path={paths.unsubscribe.path} element={<UnsubscribeRoute />} />
        {localMode && <Route path={paths.dev.mailbox.path} element={<MailboxRoute />} />}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
