import en from '@/locales/en/mailbox.json';
import it from '@/locales/it/mailbox.json';
import { addNamespace } from '@/lib/i18n';

// The dev mailbox's texts load with it, not with every page's first load.
addNamespace('mailbox', { en, it });
