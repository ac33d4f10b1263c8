import { REPORT_PERIODS, type ReportPeriod } from '@venues/contracts/report';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts';

/** A segmented control made of native radio buttons: arrow keys move between periods, as users expect. */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
}) {
  const { t } = useTranslation('report');
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-slate-700">{t('period.label')}</legend>
      <div className="grid grid-cols-4 rounded-xl border border-slate-300 bg-white p-1 sm:self-start">
        {REPORT_PERIODS.map((option) => (
          <label
            key={option}
            className="relative flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-slate-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600 sm:px-4"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === period}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`period.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
