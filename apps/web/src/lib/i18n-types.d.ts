import type { resources } from './i18n';
import type enDashboard from '@/locales/en/dashboard.json';
import type enMissions from '@/locales/en/missions.json';
import type enRedeem from '@/locales/en/redeem.json';
import type enReviews from '@/locales/en/reviews.json';
import type enSummary from '@/locales/en/summary.json';
import type enAdmin from '@/locales/en/admin.json';
import type enClaims from '@/locales/en/claims.json';
import type enOnboarding from '@/locales/en/onboarding.json';
import type enProfile from '@/locales/en/profile.json';
import type enBilling from '@/locales/en/billing.json';
import type enQr from '@/locales/en/qr.json';
import type enReport from '@/locales/en/report.json';
import type enNotifications from '@/locales/en/notifications.json';
import type enMailbox from '@/locales/en/mailbox.json';
import type enErrors from '@/locales/en/errors.json';
import type enIntegrations from '@/locales/en/integrations.json';
import type enTeam from '@/locales/en/team.json';
import type enActivity from '@/locales/en/activity.json';
import type enAuth from '@/locales/en/auth.json';
import type enValidation from '@/locales/en/validation.json';

// Feature namespaces load with their chunk (addNamespace); typed here so their keys are checked too.
type DashboardNamespaces = {
  dashboard: typeof enDashboard;
  missions: typeof enMissions;
  redeem: typeof enRedeem;
  reviews: typeof enReviews;
  summary: typeof enSummary;
  qr: typeof enQr;
  report: typeof enReport;
};

type ClaimNamespaces = {
  onboarding: typeof enOnboarding;
  claims: typeof enClaims;
  admin: typeof enAdmin;
};

type AuthNamespaces = {
  auth: typeof enAuth;
  errors: typeof enErrors;
  validation: typeof enValidation;
};

type ProfileNamespaces = {
  profile: typeof enProfile;
  billing: typeof enBilling;
  notifications: typeof enNotifications;
  mailbox: typeof enMailbox;
  integrations: typeof enIntegrations;
  team: typeof enTeam;
  activity: typeof enActivity;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'] &
      DashboardNamespaces &
      ClaimNamespaces &
      ProfileNamespaces &
      AuthNamespaces;
  }
}
