import en from '@/locales/en/validation.json';
import it from '@/locales/it/validation.json';
import { addNamespace } from './i18n';

// The validation messages load with the forms that show them (useValidationMessage), not with every page.
addNamespace('validation', { en, it });
