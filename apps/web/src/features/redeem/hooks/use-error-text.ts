import { useTranslation } from 'react-i18next';
import { errorCodeOf, refusalOf } from '../lib/refusals';

/** What went wrong, after what failed (`lead`): why the pass was refused, no connection, or anything else. */
export function useErrorText(): (lead: string, error: Error) => string {
  const { t } = useTranslation('redeem');
  return (lead, error) => {
    const refusal = refusalOf(error);
    const detail =
      refusal === 'used'
        ? t('verdict.used.bodyUnknownDate')
        : refusal
          ? t(`verdict.${refusal}.body`)
          : errorCodeOf(error) === 'missions/undo-expired'
            ? t('errors.undo-expired')
            : errorCodeOf(error) === 'network'
              ? t('errors.network')
              : t('errors.generic');
    return `${lead} ${detail}`;
  };
}
