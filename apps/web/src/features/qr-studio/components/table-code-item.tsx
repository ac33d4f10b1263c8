import type { ReviewCode } from '../api/get-review-codes';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QrCodeRoundedIcon } from '@/components/ui/icons';
import { CodeStats } from './code-stats';
import { CopyableLink } from './copyable-link';

type TableCodeItemProps = {
  code: ReviewCode & { label: string };
  onShowQr: () => void;
  /** Left out for whoever may only print: no revoke button. */
  onRevoke?: () => void;
};

/** One table code: a card on a phone, a row from the large breakpoint up. */
export function TableCodeItem({ code, onShowQr, onRevoke }: TableCodeItemProps) {
  const { t } = useTranslation('qr');
  return (
    <li className="grid gap-3 py-4 lg:grid-cols-[10rem_minmax(0,1fr)_auto_auto] lg:items-center lg:gap-5">
      <h3 className="text-base font-semibold break-words text-slate-900">{code.label}</h3>
      <CopyableLink url={code.url} name={code.label} />
      <CodeStats code={code} compact />
      <div className="flex gap-2">
        <Button
          variant="secondary"
          aria-label={t('tables.qrNamed', { label: code.label })}
          onClick={onShowQr}
          className="flex-1 lg:flex-none"
        >
          <QrCodeRoundedIcon className="size-4 shrink-0" />
          {t('tables.qr')}
        </Button>
        {onRevoke && (
          <Button
            variant="ghost"
            aria-label={t('tables.revokeNamed', { label: code.label })}
            onClick={onRevoke}
            className="flex-1 lg:flex-none"
          >
            {t('revoke.revoke')}
          </Button>
        )}
      </div>
    </li>
  );
}
