import en from '@/locales/en/auth.json';
import it from '@/locales/it/auth.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('auth', { en, it });
