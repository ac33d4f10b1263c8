import { formatDuration } from '@venues/contracts/format';
import { UNDO_WINDOW_MS } from '@venues/contracts/missions-rules';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, refusalOf } from '../lib/refusals';

/** What went wrong, after what failed (`lead`): why the pass was refused, no connection, or anything else. */
export function useErrorText(): (lead: string, error: Error) => string {
  const { t, i18n } = useTranslation('redeem');
  return (lead, error) => {
    const refusal = refusalOf(error);
    const detail =
      refusal === 'used'
        ? t('verdict.used.bodyUnknownDate')
        : refusal
          ? t(`verdict.${refusal}.body`)
          : errorCodeOf(error) === 'missions/undo-expired'
            ? t('errors.undo-expired', {
                window: formatDuration(UNDO_WINDOW_MS, 'minute', i18n.resolvedLanguage),
              })
            : errorCodeOf(error) === 'network'
              ? t('errors.network')
              : t('errors.generic');
    return `${lead} ${detail}`;
  };
}
