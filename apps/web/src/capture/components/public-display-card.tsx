import { useI18n } from '../i18n/i18n';
import { ConfirmStep } from './confirm-step';
import { cardClasses } from './page-shell';

type PublicDisplayCardProps = {
  venueName: string;
  pending: boolean;
  onStop: () => void;
};

/** A review shown in public, and the guest's one tap (confirmed) that makes it private again. */
export function PublicDisplayCard({ venueName, pending, onStop }: PublicDisplayCardProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="public-display" className={cardClasses}>
      <h2 id="public-display" className="text-lg font-semibold text-slate-900">
        {t('withdraw.publicTitle')}
      </h2>
      <p className="text-slate-700">{t('withdraw.publicBody', { venue: venueName })}</p>
      <ConfirmStep
        ask={t('withdraw.stopPublic')}
        question={t('withdraw.stopConfirm', { venue: venueName })}
        yes={t('withdraw.stopConfirmYes')}
        pending={pending}
        onConfirm={onStop}
      />
    </section>
  );
}
