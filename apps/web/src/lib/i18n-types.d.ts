import type { resources } from './i18n';
import type enAdmin from '@/locales/en/admin.json';
import type enClaims from '@/locales/en/claims.json';
import type enOnboarding from '@/locales/en/onboarding.json';

// Feature namespaces load with their chunk (addNamespace); typed here so their keys are checked too.
type ClaimNamespaces = {
  onboarding: typeof enOnboarding;
  claims: typeof enClaims;
  admin: typeof enAdmin;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'] & ClaimNamespaces;
  }
}
