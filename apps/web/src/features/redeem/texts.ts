import en from '@/locales/en/redeem.json';
import it from '@/locales/it/redeem.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('redeem', { en, it });
