import { addNamespace } from '@/lib/i18n';
import en from '@/locales/en/admin.json';
import it from '@/locales/it/admin.json';

addNamespace('admin', { en, it });
