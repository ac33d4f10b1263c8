import clsx from 'clsx';

const block = 'animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none';

/** A grey placeholder block; the surrounding region says what is loading (aria-busy or a status label). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx(block, className)} />;
}

/**
 * A placeholder for `lines` lines of text, exactly as tall as the text that replaces it: `className` is that
 * text's own (font size, line height), and the bar sits in its line box. `width` is the bar's (a Tailwind
 * width class), of the last line when there are several.
 */
export function SkeletonText({
  className,
  width = 'w-full',
  lines = 1,
}: {
  className?: string;
  width?: string;
  lines?: number;
}) {
  return (
    <div aria-hidden="true" className={className}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className={clsx(
            block,
            'inline-block h-[0.9em] align-middle',
            index === lines - 1 ? width : 'w-full',
          )}
        />
      ))}
    </div>
  );
}
