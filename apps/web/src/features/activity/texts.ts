import en from '@/locales/en/activity.json';
import it from '@/locales/it/activity.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('activity', { en, it });
