import en from '@/locales/en/profile.json';
import it from '@/locales/it/profile.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('profile', { en, it });
