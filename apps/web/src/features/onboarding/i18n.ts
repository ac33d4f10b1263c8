import { addNamespace } from '@/lib/i18n';
import en from '@/locales/en/onboarding.json';
import it from '@/locales/it/onboarding.json';

// Imported by every onboarding screen, so these texts ship with the onboarding chunk only.
addNamespace('onboarding', { en, it });
