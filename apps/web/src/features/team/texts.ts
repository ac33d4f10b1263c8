import en from '@/locales/en/team.json';
import it from '@/locales/it/team.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('team', { en, it });
