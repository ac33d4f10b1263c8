import en from '@/locales/en/report.json';
import it from '@/locales/it/report.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('report', { en, it });
