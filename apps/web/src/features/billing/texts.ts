import en from '@/locales/en/billing.json';
import it from '@/locales/it/billing.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('billing', { en, it });
