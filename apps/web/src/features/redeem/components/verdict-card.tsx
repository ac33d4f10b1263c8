import type { PassCheck } from '@venues/contracts/missions';
import { formatPassCode } from '@venues/contracts/missions-rules';
import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckSolidIcon, CloseIcon } from '@/components/ui/icons';
import type { PassLookup } from '../api/get-pass';
import type { VerdictText } from '../hooks/use-verdict-text';

type Mission = NonNullable<PassLookup['mission']>;

function MissionDetails({ mission, code }: { mission: Mission; code: string }) {
  const { t } = useTranslation('redeem');
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <p className="font-mono text-base tracking-wider text-slate-600">
        {t('mission.code', { code: formatPassCode(code) })}
      </p>
      <h3 className="text-2xl font-bold text-slate-900">{mission.title}</h3>
      <dl className="flex flex-col gap-3">
        <div>
          <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t('mission.reward')}
          </dt>
          <dd className="text-xl font-semibold text-slate-900">{mission.reward}</dd>
        </div>
        {mission.conditions && (
          <div>
            <dt className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {t('mission.conditions')}
            </dt>
            <dd className="text-lg whitespace-pre-line text-slate-800">{mission.conditions}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

/**
 * The verdict first, in colour and in words, then the mission it belongs to. Focus lands on the verdict when
 * it appears, so that a keyboard or a screen reader starts there.
 */
export function VerdictCard({
  check,
  text,
  code,
  mission,
  children,
}: {
  check: PassCheck;
  text: VerdictText;
  code: string;
  mission: Mission | null;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const valid = check === 'valid';
  useEffect(() => {
    headingRef.current?.focus();
  }, [check]);

  return (
    <section className="flex flex-col gap-4" data-verdict={check}>
      <div
        className={clsx(
          'flex items-start gap-4 rounded-2xl border-2 p-5',
          valid
            ? 'border-emerald-500 bg-emerald-50 text-emerald-950'
            : 'border-red-400 bg-red-50 text-red-950',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'flex size-12 shrink-0 items-center justify-center rounded-full text-white',
            valid ? 'bg-emerald-600' : 'bg-red-600',
          )}
        >
          {valid ? <CheckSolidIcon className="size-7" /> : <CloseIcon className="size-7" />}
        </span>
        <div className="flex flex-col gap-1">
          <h2 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold outline-none">
            {text.title}
          </h2>
          <p className="text-lg">{text.body}</p>
        </div>
      </div>
      {children}
      {mission && <MissionDetails mission={mission} code={code} />}
    </section>
  );
}
