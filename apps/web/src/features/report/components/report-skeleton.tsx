import clsx from 'clsx';
import { Skeleton } from '@/components/ui/skeleton';

/** Tiles and chart cards as grey blocks of their own shape, so nothing jumps when the report arrives. */
export function ReportSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-4 w-28" />
          </div>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <div
            key={index}
            className={clsx(
              'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5',
              index === 0 && 'lg:col-span-2',
            )}
          >
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-64 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
