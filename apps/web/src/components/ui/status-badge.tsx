import clsx from 'clsx';
import type { ReactNode } from 'react';

export const statusBadgeVariants = [
  'default',
  'white',
  'ended',
  'success',
  'completed',
  'active',
  'warning',
  'pending',
  'error',
  'rejected',
  'failed',
] as const;
export type StatusBadgeVariant = (typeof statusBadgeVariants)[number];
export type StatusBadgeTone = 'grey' | 'white' | 'green' | 'amber' | 'red';

// Green for success, completed, active; amber for warning, pending; red for error, rejected,
// failed; grey for default and ended. White is a neutral badge for dark or coloured surfaces.
const toneOf: Record<StatusBadgeVariant, StatusBadgeTone> = {
  default: 'grey',
  ended: 'grey',
  white: 'white',
  success: 'green',
  completed: 'green',
  active: 'green',
  warning: 'amber',
  pending: 'amber',
  error: 'red',
  rejected: 'red',
  failed: 'red',
};

const toneClasses: Record<StatusBadgeTone, string> = {
  grey: 'bg-slate-100 text-slate-700 ring-slate-300',
  white: 'bg-white text-slate-800 ring-slate-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  red: 'bg-red-50 text-red-700 ring-red-600/30',
};

export function statusBadgeTone(variant: StatusBadgeVariant): StatusBadgeTone {
  return toneOf[variant];
}

export function StatusBadge({
  variant = 'default',
  children,
  className,
}: {
  variant?: StatusBadgeVariant;
  children: ReactNode;
  className?: string;
}) {
  const tone = toneOf[variant];
  return (
    <span
      data-variant={variant}
      data-tone={tone}
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        toneClasses[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
