import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/icons';
import { toastErrorWithRetry } from '@/components/ui/retry-toast';
import { Skeleton } from '@/components/ui/skeleton';
import { isRetrying, StillTrying } from '@/components/ui/still-trying';
import { currentLanguage } from '@/lib/i18n';
import { saveBlob } from '@/lib/save-file';
import { slugify } from '@/lib/slugify';
import { useDownloadActivityCsv } from '../api/download-activity-csv';
import { useActivity } from '../api/get-activity';
import { usePeople, type Person } from '../api/get-people';
import { isFiltered, NO_FILTERS, toApiFilters, type FilterState } from '../utils/activity-filters';
import { ActivityFiltersBar } from './activity-filters';
import { ActivityItem } from './activity-item';
import '../texts';

function ListSkeleton() {
  const { t } = useTranslation('activity');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-16 w-full" />
      ))}
    </div>
  );
}

/**
 * The venue's activity log: filters, the entries newest first a page at a time, and the CSV of what the
 * filters select. An owner's person filter lists the team; anyone's also the people seen in the entries.
 */
export function ActivityView({
  placeId,
  venueName,
  canListTeam,
}: {
  placeId: string;
  venueName: string;
  canListTeam: boolean;
}) {
  const { t } = useTranslation('activity');
  const [state, setState] = useState<FilterState>(NO_FILTERS);
  const filters = useMemo(() => toApiFilters(state), [state]);
  const activity = useActivity(placeId, filters);
  const team = usePeople(placeId, canListTeam);
  const download = useDownloadActivityCsv(placeId);
  const entries = useMemo(() => activity.data?.pages.flatMap((page) => page.data) ?? [], [activity.data]);

  const people = useMemo(() => {
    const byUid = new Map<string, Person>();
    for (const person of team.data ?? []) byUid.set(person.uid, person);
    for (const { actor } of entries) {
      if (actor.kind === 'person' && actor.id && !byUid.has(actor.id))
        byUid.set(actor.id, { uid: actor.id, name: actor.name?.trim() || actor.email || actor.id });
    }
    return [...byUid.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [team.data, entries]);

  const exportCsv = () =>
    download.mutate(
      { filters, lang: currentLanguage() },
      {
        onSuccess: (csv) =>
          saveBlob(csv, `activity-${slugify(venueName)}-${new Date().toISOString().slice(0, 10)}.csv`),
        onError: () =>
          toastErrorWithRetry({
            message: t('exportFailed'),
            retryLabel: t('retry'),
            onRetry: exportCsv,
            toastId: 'activity-csv',
          }),
      },
    );

  let list;
  if (activity.isPending) {
    list = (
      <>
        <ListSkeleton />
        <StillTrying active={isRetrying(activity)} />
      </>
    );
  } else if (activity.isError && entries.length === 0) {
    list = (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">{t('error')}</Alert>
        <Button variant="secondary" pending={activity.isFetching} onClick={() => void activity.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (entries.length === 0) {
    list = (
      <p role="status" className="py-8 text-center text-sm text-slate-600">
        {isFiltered(state) ? t('empty') : t('emptyAll')}
      </p>
    );
  } else {
    list = (
      <>
        <ol aria-label={t('list')} className="flex flex-col divide-y divide-slate-200">
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </ol>
        {activity.isFetchNextPageError && (
          <div className="flex flex-col items-start gap-3">
            <Alert tone="error">{t('moreFailed')}</Alert>
          </div>
        )}
        {activity.hasNextPage ? (
          <Button
            variant="secondary"
            pending={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
            className="self-center"
          >
            {activity.isFetchNextPageError ? t('retry') : t('loadMore')}
          </Button>
        ) : (
          <p className="text-center text-sm text-slate-500">{t('end')}</p>
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ActivityFiltersBar state={state} people={people} onChange={setState} />
        <div className="flex justify-end">
          <Button variant="secondary" pending={download.isPending} onClick={exportCsv}>
            {!download.isPending && <DownloadIcon className="size-4 shrink-0" />}
            {t('export')}
          </Button>
        </div>
      </div>
      <section
        aria-label={t('list')}
        aria-busy={activity.isFetching || undefined}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        {list}
      </section>
    </div>
  );
}
