import en from '@/locales/en/qr.json';
import it from '@/locales/it/qr.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('qr', { en, it });
