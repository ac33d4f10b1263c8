import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type Tone = 'primary' | 'go' | 'secondary' | 'danger';

const tones: Record<Tone, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 disabled:bg-teal-700/60',
  go: 'bg-emerald-700 text-white hover:bg-emerald-800 disabled:bg-emerald-700/60',
  secondary: 'border-2 border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'border-2 border-red-300 bg-white text-red-800 hover:bg-red-50 disabled:text-red-300',
};

type BigButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { tone?: Tone; pending?: boolean };

/** A full-width button that a thumb hits at once, for the counter; disabled with a spinner while `pending`. */
export function BigButton({
  tone = 'primary',
  pending = false,
  disabled,
  className,
  children,
  type,
  ...rest
}: BigButtonProps) {
  return (
    <button
      type={type === 'submit' ? 'submit' : 'button'}
      className={clsx(
        'inline-flex min-h-14 w-full items-center justify-center gap-3 rounded-xl px-6 py-3 text-lg font-bold',
        'transition-colors disabled:cursor-not-allowed',
        focusRing,
        tones[tone],
        className,
      )}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {pending && <Spinner className="size-5" />}
      {children}
    </button>
  );
}
