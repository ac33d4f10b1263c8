import en from '@/locales/en/notifications.json';
import it from '@/locales/it/notifications.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('notifications', { en, it });
