import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useI18n } from '../i18n/i18n';

/** The guest's private withdrawal link: shown once, so they are told to keep it. */
export function WithdrawLink({ url }: { url: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const href = new URL(url, window.location.origin).toString();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied(true);
    } catch {
      // no clipboard (an insecure origin, an old browser): the field is there to select by hand
      document.getElementById('withdraw-link')?.focus();
    }
  };

  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('thanks.linkTitle')}</h3>
      <p className="text-sm text-slate-700">{t('thanks.linkKeep')}</p>
      <TextField
        id="withdraw-link"
        label={t('thanks.linkLabel')}
        readOnly
        value={href}
        onFocus={(event) => event.target.select()}
      />
      <div className="flex items-center gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('thanks.copy')}
        </Button>
        <span role="status" className="text-sm text-emerald-800">
          {copied ? t('thanks.copied') : ''}
        </span>
      </div>
    </div>
  );
}
