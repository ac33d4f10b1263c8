import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The page's h1, which also names the browser tab: `venue`, when given, comes between the page and the
 * app. Focusable from script (tabIndex -1) so that focus can land on it after sign-in or a venue switch.
 */
export function PageTitle({ children, venue }: { children: string; venue?: string | undefined }) {
  useDocumentTitle(children, venue);
  return (
    <h1 tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl">
      {children}
    </h1>
  );
}
