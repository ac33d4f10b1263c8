import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { parseBillCents } from '../lib/bill';
import { BigButton } from './big-button';

/** One tap redeems; the bill, when typed, is the visit's spend instead of the venue's average ticket. */
export function RedeemForm({
  pending,
  onRedeem,
}: {
  pending: boolean;
  onRedeem: (billCents: number | null) => void;
}) {
  const { t } = useTranslation('redeem');
  const id = useId();
  const [bill, setBill] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseBillCents(bill);
    setInvalid(cents === 'invalid');
    if (cents !== 'invalid') onRedeem(cents);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-base font-semibold text-slate-900">
          {t('redeem.bill')} <span className="font-normal text-slate-600">{t('redeem.billOptional')}</span>
        </label>
        <input
          id={id}
          value={bill}
          onChange={(event) => {
            setBill(event.target.value);
            setInvalid(false);
          }}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          aria-invalid={invalid || undefined}
          aria-describedby={clsx(`${id}-hint`, invalid && `${id}-error`)}
          className={clsx(
            'min-h-14 rounded-xl border-2 bg-white px-4 text-2xl text-slate-900',
            focusRing,
            invalid ? 'border-red-500' : 'border-slate-300',
          )}
        />
        <p id={`${id}-hint`} className="text-base text-slate-600">
          {t('redeem.billHint')}
        </p>
        {invalid && (
          <p id={`${id}-error`} className="text-base font-medium text-red-700">
            {t('redeem.billInvalid')}
          </p>
        )}
      </div>
      <BigButton type="submit" tone="go" pending={pending}>
        {t('redeem.submit')}
      </BigButton>
    </form>
  );
}
