import { lazy } from 'react';

// Each screen is its own chunk so /login's first load carries no dashboard (or axios) code.
export const LoginRoute = lazy(() => import('./routes/auth/login').then((m) => ({ default: m.LoginRoute })));
export const ForgotPasswordRoute = lazy(() =>
  import('./routes/auth/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
export const VerifyEmailRoute = lazy(() =>
  import('./routes/auth/verify-email').then((m) => ({ default: m.VerifyEmailRoute })),
);
export const RequireApprovedClaim = lazy(() =>
  import('./routes/require-approved-claim').then((m) => ({ default: m.RequireApprovedClaim })),
);
export const DashboardLayout = lazy(() =>
  import('./routes/dashboard/dashboard-layout').then((m) => ({ default: m.DashboardLayout })),
);
export const PlaceholderPage = lazy(() =>
  import('./routes/placeholder-page').then((m) => ({ default: m.PlaceholderPage })),
);
export const MailboxRoute = lazy(() => import('./routes/dev/mailbox').then((m) => ({ default: m.MailboxRoute })));
export const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
