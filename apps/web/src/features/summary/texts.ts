import en from '@/locales/en/summary.json';
import it from '@/locales/it/summary.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('summary', { en, it });
