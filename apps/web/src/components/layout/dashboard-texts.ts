import en from '@/locales/en/dashboard.json';
import it from '@/locales/it/dashboard.json';
import { addNamespace } from '@/lib/i18n';

// The dashboard chrome's texts load with the dashboard, never with the sign-in screens.
addNamespace('dashboard', { en, it });
