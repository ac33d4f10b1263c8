import type { PassCheck } from '@venues/contracts/missions';
import { formatDateTime } from '@venues/contracts/format';
import { VENUE_TIME_ZONE } from '@venues/contracts/clock';
import { useTranslation } from 'react-i18next';
import type { Redemption } from '../api/redeem-pass';

export type VerdictText = { title: string; body: string };

/** A pass's verdict in words: a used pass says when it was redeemed, on the venue's clock. */
export function useVerdictText(): (check: PassCheck, redemption: Redemption | null) => VerdictText {
  const { t, i18n } = useTranslation('redeem');
  return (check, redemption) => {
    if (check === 'used') {
      const when = redemption
        ? formatDateTime(redemption.redeemedAt, i18n.resolvedLanguage, { timeZone: VENUE_TIME_ZONE })
        : null;
      return {
        title: t('verdict.used.title'),
        body: when ? t('verdict.used.body', { when }) : t('verdict.used.bodyUnknownDate'),
      };
    }
    return { title: t(`verdict.${check}.title`), body: t(`verdict.${check}.body`) };
  };
}
