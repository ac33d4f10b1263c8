import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredMark, TextField } from '@/components/ui/text-field';
import '../i18n';

/**
 * The shared TextField marked as required (asterisk, aria-required; the form validates itself, so no native
 * `required`) or as optional (a visible "(optional)" note).
 */
export function ProfileField({ required, ...props }: Omit<ComponentProps<typeof TextField>, 'labelSuffix'>) {
  const { t } = useTranslation('onboarding');
  return (
    <TextField
      {...props}
      aria-required={required || undefined}
      labelSuffix={
        required ? (
          <RequiredMark />
        ) : (
          <span className="ml-1 font-normal text-slate-500">({t('profile.optional')})</span>
        )
      }
    />
  );
}
