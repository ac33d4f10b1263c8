import en from '@/locales/en/missions.json';
import it from '@/locales/it/missions.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('missions', { en, it });
