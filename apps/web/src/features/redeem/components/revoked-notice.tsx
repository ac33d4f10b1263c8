import { useTranslation } from 'react-i18next';

/** A counter link the owner revoked: nothing works through it any more. `level` 1 when it is the whole page. */
export function RevokedNotice({ level = 2 }: { level?: 1 | 2 }) {
  const { t } = useTranslation('redeem');
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-2xl border-2 border-red-300 bg-red-50 p-5">
      <Heading className="text-2xl font-bold text-red-900">{t('counter.revoked.title')}</Heading>
      <p className="text-lg text-red-900">{t('counter.revoked.body')}</p>
    </div>
  );
}
