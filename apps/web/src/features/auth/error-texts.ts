import en from '@/locales/en/errors.json';
import it from '@/locales/it/errors.json';
import { addNamespace } from '@/lib/i18n';

// The sign-in screens' error texts load with the first error shown, not with /login's first load.
addNamespace('errors', { en, it });
