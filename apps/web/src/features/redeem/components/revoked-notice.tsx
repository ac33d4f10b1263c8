import { useTranslation } from 'react-i18next';

/** A counter link the owner revoked: nothing works through it any more. */
export function RevokedNotice() {
  const { t } = useTranslation('redeem');
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-2xl border-2 border-red-300 bg-red-50 p-5">
      <h2 className="text-2xl font-bold text-red-900">{t('counter.revoked.title')}</h2>
      <p className="text-lg text-red-900">{t('counter.revoked.body')}</p>
    </div>
  );
}
