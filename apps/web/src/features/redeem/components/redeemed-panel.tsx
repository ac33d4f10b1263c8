import { formatEuros } from '@venues/contracts/format';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckSolidIcon } from '@/components/ui/icons';
import type { Redemption } from '../api/redeem-pass';

/** The visit just recorded: a new or a returning customer, and what it counts as spent. */
export function RedeemedPanel({ redemption }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation('redeem');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const spend =
    redemption.billCents === null
      ? t('redeemed.estimated', {
          amount: formatEuros(redemption.estimatedSpendCents, i18n.resolvedLanguage),
        })
      : t('redeemed.bill', { amount: formatEuros(redemption.billCents, i18n.resolvedLanguage) });

  return (
    <div className="flex items-start gap-4 rounded-2xl border-2 border-emerald-500 bg-emerald-50 p-5 text-emerald-950">
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white"
      >
        <CheckSolidIcon className="size-7" />
      </span>
      <div className="flex flex-col gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold outline-none">
          {t('redeemed.title')}
        </h2>
        <div className="text-lg font-semibold">
          {redemption.newCustomer ? t('redeemed.new') : t('redeemed.returning')}
        </div>
        <p className="text-lg">{spend}</p>
      </div>
    </div>
  );
}
