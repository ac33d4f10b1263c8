import type { ReactNode } from 'react';
import { PageShell, cardClasses } from './page-shell';

/** A page that only says one thing: the code is revoked or unknown, the link expired, … */
export function NoticePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <PageShell>
      <section className={cardClasses}>
        <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        {children}
      </section>
    </PageShell>
  );
}
