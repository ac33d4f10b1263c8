import clsx from 'clsx';

/** A grey placeholder block; the surrounding region says what is loading (aria-busy or a status label). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none', className)}
    />
  );
}
