import { addNamespace } from '@/lib/i18n';
import en from '@/locales/en/claims.json';
import it from '@/locales/it/claims.json';

// Imported by the claim screens, so these texts ship with their chunks only.
addNamespace('claims', { en, it });
