import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './button';

type EmptyStateAction =
  { kind: 'internal'; label: string; to: string } | { kind: 'external'; label: string; href: string };

/** The generic empty-state panel: a title, a body, and an internal link button or an external link. */
export function EmptyState({
  title,
  children,
  action,
  icon,
  headingLevel = 2,
  className,
}: {
  title: string;
  children: ReactNode;
  action?: EmptyStateAction;
  icon?: ReactNode;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={clsx(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center',
        className,
      )}
    >
      {icon && <div className="text-teal-700">{icon}</div>}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      <div className="flex max-w-prose flex-col gap-2 text-sm text-slate-600">{children}</div>
      {action?.kind === 'internal' && (
        <Link to={action.to} className={buttonClasses('primary', 'mt-2')}>
          {action.label}
        </Link>
      )}
      {action?.kind === 'external' && (
        <a href={action.href} target="_blank" rel="noreferrer" className={buttonClasses('primary', 'mt-2')}>
          {action.label}
        </a>
      )}
    </section>
  );
}
