import { formatDateTime } from '@venues/contracts/format';
import { VENUE_TIME_ZONE } from '@venues/contracts/clock';
import { formatPassCode } from '@venues/contracts/missions-rules';
import { webPaths } from '@venues/contracts/web-paths';
import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { PassView } from '../hooks/use-pass';
import { useI18n } from '../i18n/i18n';
import { cardClasses } from './page-shell';
import { PassQr } from './pass-qr';

const stateClasses = {
  open: 'bg-emerald-50 text-emerald-800 border-emerald-200',
  redeemed: 'bg-slate-100 text-slate-700 border-slate-200',
  expired: 'bg-red-50 text-red-800 border-red-200',
} as const;

/**
 * The personal pass: its code in two groups of four, read aloud at the counter, and its QR code; and, for
 * its own guest, their private link to what we hold about them.
 */
export function PassCard({
  missionCode,
  pass,
  checking,
  focusOnShow = false,
}: {
  missionCode: string;
  pass: PassView;
  checking: boolean;
  /** Just taken: the guest tapped at the bottom of the page, and the pass is at its top. */
  focusOnShow?: boolean;
}) {
  const { t, language } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const code = formatPassCode(pass.code);
  const usable = pass.state !== 'redeemed' && pass.state !== 'expired';

  let state: string | null = null;
  if (pass.state === 'open') state = t('mission.pass.open');
  if (pass.state === 'expired') state = t('mission.pass.expired');
  if (pass.state === 'redeemed') {
    state = pass.redeemedAt
      ? t('mission.pass.redeemed', {
          date: formatDateTime(pass.redeemedAt, language, { timeZone: VENUE_TIME_ZONE }),
        })
      : t('mission.pass.redeemedUndated');
  }

  return (
    <section aria-labelledby="pass-heading" className={`${cardClasses} items-center text-center`}>
      <h2
        id="pass-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 outline-none"
      >
        {t('mission.pass.heading')}
      </h2>
      {usable && <div className="text-lg font-semibold text-teal-800">{t('mission.pass.show')}</div>}
      <p className="flex flex-col gap-1">
        <span className="text-sm text-slate-600">{t('mission.pass.code')}</span>
        <span className="font-mono text-4xl font-bold tracking-widest whitespace-nowrap text-slate-900">
          {code}
        </span>
      </p>
      {usable && (
        <PassQr
          text={`${window.location.origin}${webPaths.pass(missionCode, pass.code)}`}
          label={t('mission.pass.qr', { code })}
        />
      )}
      {checking && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t('mission.pass.checking')}
        </p>
      )}
      {state && (
        <p
          role="status"
          className={`rounded-lg border px-3 py-1 text-sm font-medium ${stateClasses[pass.state ?? 'open']}`}
        >
          {state}
        </p>
      )}
      {usable && <p className="text-sm text-slate-600">{t('mission.pass.keep')}</p>}
      {pass.privateUrl && (
        <p className="flex flex-col gap-1 border-t border-slate-200 pt-3 text-sm text-slate-600">
          <a
            className={clsx('rounded font-medium text-teal-800 underline', focusRing)}
            href={pass.privateUrl}
          >
            {t('mission.pass.privateLink')}
          </a>
          <span>{t('mission.pass.privateKeep')}</span>
        </p>
      )}
    </section>
  );
}
