import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { VENUE_TIME_ZONE } from '@venues/contracts/clock';
import { ACTIVITY_EXPORT_MAX, type ActivityActorKind } from '@venues/contracts/activity-rules';
import type { Language } from '@venues/contracts/users';
import { inertCell } from '../report/report-csv';
import { toActivityEntry } from './activity-mapper';
import type { ActivityCursor, ActivityFilter, ActivityRepository } from './activity-repository';

const PAGE_SIZE = 1000;

const TEXTS: Record<
  Language,
  { header: string[]; actors: Record<ActivityActorKind, string>; former: string }
> = {
  en: {
    header: ['Date', 'Who', 'Email', 'Kind of actor', 'Kind', 'Action', 'Subject', 'Subject id', 'Details'],
    actors: { person: 'Person', counter_link: 'Counter link', guest: 'Guest', staff: 'Venues staff' },
    former: 'A former team member',
  },
  it: {
    header: ['Data', 'Chi', 'Email', 'Tipo di autore', 'Tipo', 'Azione', 'Oggetto', 'Id oggetto', 'Dettagli'],
    actors: { person: 'Persona', counter_link: 'Link cassa', guest: 'Ospite', staff: 'Staff di Venues' },
    former: 'Un ex membro del team',
  },
};

/** Who made an entry, as the CSV names them; a person who deleted their account is no longer named. */
const whoOf = (actor: ReturnType<typeof toActivityEntry>['actor'], t: (typeof TEXTS)[Language]) =>
  actor.kind === 'person' && actor.id === null ? t.former : (actor.name ?? t.actors[actor.kind]);

const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: VENUE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The activity log under the page's filters as CSV: UTF-8 with a BOM and RFC 4180 quoting, newest first,
 * at most ACTIVITY_EXPORT_MAX entries, streamed a page at a time. Cells a spreadsheet would run as a
 * formula are written as text.
 */
export function activityCsv(
  repository: ActivityRepository,
  input: { placeId: string; filter: ActivityFilter; language: Language },
): Readable {
  const t = TEXTS[input.language];
  const rows = (async function* () {
    yield t.header;
    let cursor: ActivityCursor | undefined;
    let written = 0;
    while (written < ACTIVITY_EXPORT_MAX) {
      const page = await repository.page(input.placeId, input.filter, cursor, PAGE_SIZE);
      for (const row of page) {
        const entry = toActivityEntry(row);
        const details = Object.entries(entry.details)
          .map(([key, value]) => `${key}=${String(value)}`)
          .join('; ');
        yield [
          localTime.format(new Date(entry.created_at)),
          inertCell(whoOf(entry.actor, t)),
          inertCell(entry.actor.email),
          t.actors[entry.actor.kind],
          entry.kind,
          entry.action,
          entry.subject.type ?? '',
          entry.subject.id ?? '',
          inertCell(details),
        ];
      }
      written += page.length;
      const last = page.at(-1);
      if (!last || page.length < PAGE_SIZE) return;
      cursor = { at: last.cursorAt, id: last.id };
    }
  })();
  return pipeline(
    Readable.from(rows),
    stringify({ bom: true, record_delimiter: 'windows', cast: { number: String } }),
    () => undefined,
  );
}
