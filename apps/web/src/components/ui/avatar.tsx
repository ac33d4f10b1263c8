import clsx from 'clsx';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** A person's photo, or their initials on a tinted disc when there is none. Decorative: the name is nearby. */
export function Avatar({
  name,
  src,
  className,
}: {
  name: string;
  src: string | null | undefined;
  className?: string;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        className={clsx('shrink-0 rounded-full bg-slate-200 object-cover', className ?? 'size-9')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-teal-100 text-xs font-semibold text-teal-800',
        className ?? 'size-9',
      )}
    >
      {initials(name)}
    </span>
  );
}
