import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUE_TIME_ZONE } from '@venues/contracts/clock';
import { parseRange, rebuildRollup } from '../../src/cli/rebuild-rollup';
import { rowsOf } from '../../src/db/client';
import {
  codeScans,
  missions,
  reviewCodes,
  reviewers,
  reviews,
  venueDays,
  venueMissionDays,
  visits,
} from '../../src/db/schema';
import { insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * The daily rollup is kept by triggers on every write; whatever the writes, it must equal what
 * venue_days_rebuild() computes from the rows themselves.
 */

// Four days around the spring change of clocks in Rome (29 March 2026, 02:00 → 03:00), so that days of
// 23 hours and instants near the venues' midnight are written.
const START = Date.parse('2026-03-27T20:00:00Z');
const minutes = fc.integer({ min: 0, max: 4 * 24 * 60 });
const at = (minute: number) => new Date(START + minute * 60_000);
const rating = fc.option(fc.integer({ min: 1, max: 5 }), { nil: null });
const pick = fc.nat({ max: 50 });

const op = fc.oneof(
  fc.record({
    kind: fc.constant('review' as const),
    place: fc.nat({ max: 1 }),
    reviewer: fc.nat({ max: 3 }),
    minute: minutes,
    status: fc.constantFrom<'published' | 'processing' | 'failed'>('published', 'processing', 'failed'),
    hidden: fc.boolean(),
    ratings: fc.tuple(rating, rating, rating, rating, rating),
    coded: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('publish' as const), pick }),
  fc.record({ kind: fc.constant('hide' as const), pick, hidden: fc.boolean() }),
  fc.record({ kind: fc.constant('rate' as const), pick, overall: rating }),
  fc.record({ kind: fc.constant('withdraw' as const), pick }),
  fc.record({
    kind: fc.constant('visits' as const),
    place: fc.nat({ max: 1 }),
    reviewer: fc.nat({ max: 3 }),
    minutes: fc.array(minutes, { minLength: 1, maxLength: 3 }),
    mission: fc.boolean(),
    spend: fc.integer({ min: 0, max: 9_000 }),
  }),
  fc.record({ kind: fc.constant('undo' as const), pick }),
  fc.record({ kind: fc.constant('merge' as const), from: fc.nat({ max: 3 }), to: fc.nat({ max: 3 }) }),
  fc.record({ kind: fc.constant('scan' as const), place: fc.nat({ max: 1 }), minute: minutes }),
  fc.record({ kind: fc.constant('unscan' as const), pick }),
  fc.record({ kind: fc.constant('endMission' as const), place: fc.nat({ max: 1 }) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

describe('the daily rollup', () => {
  let t: TestApp;
  let placeIds: string[];
  let reviewerIds: string[];
  let codeIds: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const places = [await insertPlace(t.app), await insertPlace(t.app)];
    placeIds = places.map((place) => place.id);
    const guests = await t.app.db
      .insert(reviewers)
      .values(['Anna', 'Bruno', 'Carla', 'Dario'].map((displayName) => ({ displayName })))
      .returning();
    reviewerIds = guests.map((guest) => guest.id);
    const codes = await t.app.db
      .insert(reviewCodes)
      .values(placeIds.map((placeId, index) => ({ placeId, code: `rollup${index}${Date.now()}` })))
      .returning();
    codeIds = codes.map((code) => code.id);
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  const nth = async <T extends { id: string }>(rows: Promise<T[]>, index: number) => {
    const all = await rows;
    return all.length === 0 ? undefined : all[index % all.length];
  };
  const ours = <T extends { id: string }>(table: typeof reviews | typeof visits | typeof codeScans) =>
    t.app.db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.placeId, placeIds))
      .orderBy(table.id) as unknown as Promise<T[]>;

  async function missionOf(place: number): Promise<string> {
    const placeId = placeIds[place]!;
    const [live] = await t.app.db.select().from(missions).where(eq(missions.placeId, placeId));
    if (live) return live.id;
    const [created] = await t.app.db
      .insert(missions)
      .values({
        placeId,
        code: `m${Math.random().toString(36).slice(2, 12)}`,
        title: 'Aperitivo',
        description: 'Two for one',
        deadline: new Date('2027-01-01T00:00:00Z'),
      })
      .returning();
    return created!.id;
  }

  async function apply(step: Op): Promise<void> {
    const db = t.app.db;
    switch (step.kind) {
      case 'review': {
        const [overall, food, price, atmosphere, service] = step.ratings;
        await db.insert(reviews).values({
          placeId: placeIds[step.place]!,
          reviewerId: reviewerIds[step.reviewer]!,
          title: 'Cena',
          description: 'Buona',
          status: step.status,
          hiddenAt: step.hidden ? new Date() : null,
          ratingOverall: overall,
          ratingFood: food,
          ratingPrice: price,
          ratingAtmosphere: atmosphere,
          ratingService: service,
          codeId: step.coded ? codeIds[step.place]! : null,
          createdAt: at(step.minute),
        });
        return;
      }
      case 'publish':
      case 'hide':
      case 'rate':
      case 'withdraw': {
        const review = await nth(ours(reviews), step.pick);
        if (!review) return;
        const where = eq(reviews.id, review.id);
        if (step.kind === 'withdraw') await db.delete(reviews).where(where);
        else if (step.kind === 'publish') await db.update(reviews).set({ status: 'published' }).where(where);
        else if (step.kind === 'hide')
          await db
            .update(reviews)
            .set({ hiddenAt: step.hidden ? new Date() : null })
            .where(where);
        else await db.update(reviews).set({ ratingOverall: step.overall }).where(where);
        return;
      }
      case 'visits': {
        const missionId = step.mission ? await missionOf(step.place) : null;
        await db.insert(visits).values(
          step.minutes.map((minute) => ({
            placeId: placeIds[step.place]!,
            reviewerId: reviewerIds[step.reviewer]!,
            missionId,
            estimatedSpendCents: step.spend,
            visitedAt: at(minute),
          })),
        );
        return;
      }
      case 'undo': {
        const visit = await nth(ours(visits), step.pick);
        if (visit) await db.delete(visits).where(eq(visits.id, visit.id));
        return;
      }
      case 'merge':
        // A guest's erasure hands their visits to a stranger: every venue keeps its customers' count.
        await db
          .update(visits)
          .set({ reviewerId: reviewerIds[step.to]! })
          .where(eq(visits.reviewerId, reviewerIds[step.from]!));
        return;
      case 'scan':
        await db.insert(codeScans).values({
          placeId: placeIds[step.place]!,
          codeId: codeIds[step.place]!,
          scannedAt: at(step.minute),
        });
        return;
      case 'unscan': {
        const scan = await nth(ours(codeScans), step.pick);
        if (scan) await db.delete(codeScans).where(eq(codeScans.id, scan.id));
        return;
      }
      case 'endMission':
        await db.delete(missions).where(eq(missions.placeId, placeIds[step.place]!));
        return;
    }
  }

  /** The rollup's rows of the test's venues that hold any figure, in a stable order. */
  async function stored() {
    const figures = (row: Record<string, unknown>) =>
      Object.entries(row).some(
        ([key, value]) => !['placeId', 'day', 'missionId'].includes(key) && value !== 0,
      );
    const days = await t.app.db
      .select()
      .from(venueDays)
      .where(inArray(venueDays.placeId, placeIds))
      .orderBy(venueDays.placeId, venueDays.day);
    const missionDays = await t.app.db
      .select()
      .from(venueMissionDays)
      .where(inArray(venueMissionDays.placeId, placeIds))
      .orderBy(venueMissionDays.placeId, venueMissionDays.day, venueMissionDays.missionId);
    return { days: days.filter(figures), missionDays: missionDays.filter(figures) };
  }

  it('equals the aggregation of the rows after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (steps) => {
        for (const step of steps) await apply(step);
        const kept = await stored();
        await t.app.db.execute(sql`select venue_days_rebuild(null)`);
        expect(kept).toEqual(await stored());
        expect(
          kept.days.every((row) =>
            Object.values(row).every((value) => typeof value !== 'number' || value >= 0),
          ),
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, 300_000);

  it("counts each day in the venues' time zone", async () => {
    const rows = rowsOf(
      await t.app.db.execute(
        sql`select venue_day('2026-03-28T23:30:00Z') as late, venue_day('2026-10-24T22:30:00Z') as autumn,
          ('2026-03-28T23:30:00Z'::timestamptz at time zone ${VENUE_TIME_ZONE})::date as expected_late,
          ('2026-10-24T22:30:00Z'::timestamptz at time zone ${VENUE_TIME_ZONE})::date as expected_autumn`,
      ),
    );
    const [row] = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])));
    expect(row?.late).toBe(row?.expected_late);
    expect(row?.autumn).toBe(row?.expected_autumn);
    expect(row?.late).toMatch(/2026-03-29/);
  });

  it('rebuilds one venue over a range and leaves the other days alone', async () => {
    const [placeId] = placeIds;
    await t.app.db.insert(visits).values({
      placeId: placeId!,
      reviewerId: reviewerIds[0]!,
      estimatedSpendCents: 1_000,
      visitedAt: at(60),
    });
    const before = await stored();
    // A range rebuild after a damaged row mends that row only.
    await t.app.db.execute(sql`update venue_days set visits = visits + 7 where place_id = ${placeId}`);
    const days = await rebuildRollup(t.database, { venue: placeId, from: '2026-03-01', to: '2026-03-31' });
    expect(await stored()).toEqual(before);
    expect(days).toBe(before.days.filter((row) => row.placeId === placeId).length);
  });

  it("reads the command's flags, and refuses what names no range", () => {
    expect(parseRange([])).toEqual({});
    expect(parseRange(['--venue', placeIds[0]!, '--from', '2026-03-01', '--to', '2026-03-31'])).toEqual({
      venue: placeIds[0],
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(parseRange(['--from', '2026-04-01', '--to', '2026-03-31'])).toMatch(
      /--from must not be after --to/,
    );
    expect(parseRange(['--from', '2026-02-30'])).toMatch(/^from:/);
    expect(parseRange(['--venue', 'nine'])).toMatch(/^venue:/);
    expect(parseRange(['--place', placeIds[0]!])).toMatch(/unknown flag --place/);
    expect(parseRange(['--venue'])).toMatch(/^usage:/);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "counts one first visit when two transactions record a new customer's visits at once",
    async () => {
      const [placeId] = placeIds;
      const [guest] = await t.app.db.insert(reviewers).values({ displayName: 'Elena' }).returning();
      const connect = async () => {
        const client = new pg.Client({ connectionString: t.url });
        client.on('error', () => undefined);
        await client.connect();
        return client;
      };
      const [first, second] = [await connect(), await connect()];
      const insert = (client: pg.Client, minute: number) =>
        client.query(
          'insert into visits (place_id, reviewer_id, estimated_spend_cents, visited_at) values ($1, $2, 0, $3)',
          [placeId, guest!.id, at(minute)],
        );
      const { rows } = await second.query<{ pid: number }>('select pg_backend_pid() as pid');
      const secondWaits = async () => {
        for (let tries = 0; tries < 500; tries += 1) {
          const waiting = rowsOf(
            await t.app.db.execute(sql`select 1 from pg_locks where pid = ${rows[0]!.pid} and not granted`),
          );
          if (waiting.length > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      try {
        await first.query('begin');
        await second.query('begin');
        await insert(first, 600);
        // A day later, so that the two share no row of the rollup. The second either finishes before the
        // first commits (it then could not have seen the first's visit) or waits for the first's turn on
        // this customer; only the wait counts the customer once.
        const secondInsert = insert(second, 600 + 24 * 60);
        await Promise.race([secondInsert, secondWaits()]);
        await first.query('commit');
        await secondInsert;
        await second.query('commit');
      } finally {
        await first.end();
        await second.end();
      }
      const kept = await stored();
      await t.app.db.execute(sql`select venue_days_rebuild(null)`);
      expect(kept).toEqual(await stored());
    },
  );
});
