import en from '@/locales/en/integrations.json';
import it from '@/locales/it/integrations.json';
import { addNamespace } from '@/lib/i18n';

addNamespace('integrations', { en, it });
