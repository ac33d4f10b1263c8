import { PRICE_ON_REQUEST } from '@venues/contracts/billing';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckSolidIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { formatEuros } from '@venues/contracts/format';
import { currentLanguage } from '@/lib/i18n';
import type { Plan } from '../api/get-plans';
import { planTitle, type PlanAction } from '../utils/plan-state';
import '../texts';

export type PlanCardProps = {
  plan: Plan;
  action: PlanAction;
  /** True while the plan is still being worked out: the card shows a spinner instead of its action. */
  busy: boolean;
  pending: boolean;
  mailto: string | undefined;
  onChoose: () => void;
};

/** A plan: its capitalised title, price in euros (or the text price), benefits in the UI language. */
export function PlanCard({ plan, action, busy, pending, mailto, onChoose }: PlanCardProps) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const title = planTitle(plan.id);
  const current = action === 'current';
  const titleId = `plan-${plan.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      aria-current={current || undefined}
      aria-busy={busy || undefined}
      className={clsx(
        'flex flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm',
        current ? 'border-teal-600 ring-2 ring-teal-600/20' : 'border-slate-200',
      )}
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <p className="flex items-baseline gap-1">
          {plan.priceCents === null ? (
            <span className="text-2xl font-bold text-slate-900">{PRICE_ON_REQUEST[language]}</span>
          ) : (
            <>
              <span className="text-3xl font-bold tracking-tight text-slate-900">
                {formatEuros(plan.priceCents, language, { digits: 'auto' })}
              </span>
              <span className="text-sm text-slate-500">{t('plans.perMonth')}</span>
            </>
          )}
        </p>
      </div>
      <ul
        aria-label={t('plans.benefits', { plan: title })}
        className="flex flex-1 flex-col gap-2 text-sm text-slate-700"
      >
        {plan.benefits[language].map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <CheckSolidIcon className="mt-0.5 size-4 shrink-0 text-teal-700" />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      {busy ? (
        <div role="status" className="flex min-h-10 items-center justify-center text-teal-700">
          <Spinner className="size-5" />
          <span className="sr-only">{t('plans.loading')}</span>
        </div>
      ) : action === 'current' ? (
        <Button variant="secondary" disabled className="disabled:border-teal-600 disabled:text-teal-800">
          <span className="inline-block first-letter:uppercase">{t('plans.yourPlan')}</span>
        </Button>
      ) : action === 'contact' && mailto ? (
        <a href={mailto} className={buttonClasses('secondary')}>
          {t('plans.contact')}
        </a>
      ) : action === 'choose' ? (
        <Button onClick={onChoose} pending={pending}>
          {t('plans.choose', { plan: title })}
        </Button>
      ) : null}
    </li>
  );
}
