import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { normalizePassCode } from '@venues/contracts/missions-rules';
import { loadEnv } from '../../src/config/env';
import type { MissionRow, PassRow } from '../../src/plugins/app/missions/missions-repository';
import { eligibility, toRedemption } from '../../src/plugins/app/missions/redemptions';
import { reportListening } from './server-process';

/**
 * The floor the counter's redemption is compared with: node:http and pg running the same transaction as
 * the API (the role check; the pass locked, and a capped mission; the mission's count, the guest's earlier
 * visit and redemptions; the venue's ticket; the visit inserted and the pass marked) with the same rules
 * and the same JSON, but no framework, no token verification and no validation. The caller is fixed.
 */
const env = loadEnv();
const uid = process.env.BENCH_UID ?? '';
const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 20 });

function send(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

type Row = Record<string, unknown>;
const missionOf = (row: Row): MissionRow =>
  ({
    id: row.mission_id,
    startsAt: row.starts_at,
    deadline: row.deadline,
    redeemDays: row.redeem_days,
    redeemFrom: row.redeem_from,
    redeemUntil: row.redeem_until,
    pausedAt: row.paused_at,
    cap: row.cap,
    audience: row.audience,
    frequency: row.frequency,
  }) as MissionRow;

async function redeem(placeId: string, code: string, billCents: number | null) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const role = await client.query(`select role from memberships where user_uid = $1 and place_id = $2`, [
      uid,
      placeId,
    ]);
    if (role.rowCount === 0)
      return [403, { error: { code: 'auth/forbidden', message: 'No role.' } }] as const;
    const found = await client.query<Row>(
      `select p.id, p.reviewer_id, p.redeemed_at, m.id as mission_id, m.starts_at, m.deadline, m.redeem_days,
         m.redeem_from, m.redeem_until, m.paused_at, m.cap, m.audience, m.frequency
       from mission_passes p join missions m on m.id = p.mission_id
       where p.code = $1 and p.place_id = $2 for update of p`,
      [code, placeId],
    );
    const row = found.rows[0];
    if (row && row.cap !== null)
      await client.query('select id from missions where id = $1 for update', [row.mission_id]);
    if (!row) return [404, { error: { code: 'missions/pass-unknown', message: 'Unknown.' } }] as const;
    if (row.redeemed_at) return [409, { error: { code: 'missions/pass-used', message: 'Used.' } }] as const;
    const now = new Date();
    const [count, before, earlier, place] = [
      row.cap === null
        ? { rows: [{ n: 0 }] }
        : await client.query<Row>(
            `select count(*) as n from mission_passes where mission_id = $1 and redeemed_at is not null`,
            [row.mission_id],
          ),
      await client.query(
        `select id from visits where place_id = $1 and reviewer_id = $2 and visited_at < $3 limit 1`,
        [placeId, row.reviewer_id, now],
      ),
      await client.query<Row>(
        `select redeemed_at from mission_passes where mission_id = $1 and reviewer_id = $2
           and redeemed_at is not null order by redeemed_at desc`,
        [row.mission_id, row.reviewer_id],
      ),
      await client.query<Row>(`select average_ticket_cents from places where id = $1`, [placeId]),
    ];
    const visitedBefore = (before.rowCount ?? 0) > 0;
    const check = eligibility(
      missionOf(row),
      Number(count.rows[0]?.n ?? 0),
      { visitedBefore, redemptions: earlier.rows.map((r) => r.redeemed_at as Date) },
      now,
    );
    if (check !== 'valid') return [409, { error: { code: `missions/${check}`, message: check } }] as const;
    const spend = billCents ?? Number(place.rows[0]?.average_ticket_cents ?? 0);
    const visit = await client.query<Row>(
      `insert into visits (place_id, reviewer_id, mission_id, estimated_spend_cents, visited_at)
       values ($1, $2, $3, $4, $5) returning id`,
      [placeId, row.reviewer_id, row.mission_id, spend, now],
    );
    const updated = await client.query<Row>(
      `update mission_passes set redeemed_at = $1, redeemed_by = $2, redeemed_by_link = null, bill_cents = $3,
         visit_id = $4 where id = $5 and redeemed_at is null
       returning code, redeemed_at, bill_cents`,
      [now, uid, billCents, visit.rows[0]?.id, row.id],
    );
    await client.query('commit');
    const pass = updated.rows[0] ?? {};
    const redemption = toRedemption(
      { code: pass.code, redeemedAt: pass.redeemed_at, billCents: pass.bill_cents } as PassRow,
      spend,
      !visitedBefore,
    );
    return [201, { data: redemption }] as const;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

const PASS_PATH = /^\/api\/redeem\/passes\/([^/]+)$/;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  const match = PASS_PATH.exec(url.pathname);
  const placeId = url.searchParams.get('id') ?? '';
  if (request.method !== 'POST' || !match?.[1]) {
    return send(response, 404, { error: { code: 'not-found', message: 'Not found' } });
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { bill_cents?: number | null };
    redeem(placeId, normalizePassCode(decodeURIComponent(match[1] ?? '')), body.bill_cents ?? null).then(
      ([status, answer]) => send(response, status, answer),
      (error: unknown) => send(response, 500, { error: { code: 'internal', message: String(error) } }),
    );
  });
});

server.listen(0, '127.0.0.1', () => {
  reportListening((server.address() as AddressInfo).port, async () => {
    server.close();
    await pool.end();
  });
});
