import en from '@/locales/en/reviews.json';
import it from '@/locales/it/reviews.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('reviews', { en, it });
