import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../../src/config/package-root';
import { rowsOf, type Db } from '../../src/db/client';

const migrations = path.join(packageRoot, 'migrations');

/** The migrations folder as it was before the teams: 0000 to 0011. */
async function foldersBeforeTeams(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  await cp(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0012');
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

type Migrator = { db: Db; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

async function emptyDatabase(): Promise<Migrator> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite('memory://', { extensions: { pg_trgm } });
    const db = drizzlePglite(client) as unknown as Db;
    return {
      db,
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `venues_migration_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  // A connection the server drops while this file waits (a loaded machine, a restart) fails the query that
  // uses it, not the whole test process.
  admin.on('error', () => undefined);
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  return {
    db,
    migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

describe('migration 0012: a venue is a team', () => {
  let database: Migrator;
  let before: string;

  beforeAll(async () => {
    database = await emptyDatabase();
    before = await foldersBeforeTeams();
    await database.migrate(before);
    await database.db.execute(sql`
      insert into users (uid, email) values ('u-owner', 'o@x.test'), ('u-multi', 'm@x.test'),
        ('u-pending', 'p@x.test'), ('u-rejected', 'r@x.test'), ('u-staff', 's@x.test')`);
    await database.db.execute(sql`
      insert into places (id, name, address) values
        ('00000000-0000-4000-8000-000000000001', 'Uno', 'Via Uno 1, Genova'),
        ('00000000-0000-4000-8000-000000000002', 'Due', 'Via Due 2, Milano'),
        ('00000000-0000-4000-8000-000000000003', 'Tre', 'Via Tre 3, Roma')`);
    await database.db.execute(sql`
      insert into claims (user_uid, place_id, status, ownership_role, company_name, vat, phone_number, pec,
          company_address, decided_by, decided_at)
        values
        ('u-owner', '00000000-0000-4000-8000-000000000001', 'approved', 'owner', 'A', 'IT01234567890',
          '+39 010 1', 'a@pec.test', 'Via Uno 1', 'u-staff', '2026-01-02T10:00:00Z'),
        ('u-multi', '00000000-0000-4000-8000-000000000002', 'approved', 'employee', 'B', 'IT01234567890',
          '+39 010 1', 'b@pec.test', 'Via Due 2', 'u-staff', '2026-02-03T10:00:00Z'),
        ('u-multi', '00000000-0000-4000-8000-000000000003', 'approved', 'representative', 'B',
          'IT01234567890', '+39 010 1', 'b@pec.test', 'Via Tre 3', 'u-staff', '2026-03-04T10:00:00Z'),
        ('u-pending', '00000000-0000-4000-8000-000000000003', 'pending', 'owner', 'C', 'IT01234567890',
          '+39 010 1', 'c@pec.test', 'Via Tre 3', null, null),
        ('u-rejected', '00000000-0000-4000-8000-000000000002', 'rejected', 'owner', 'D', 'IT01234567890',
          '+39 010 1', 'd@pec.test', 'Via Due 2', 'u-staff', '2026-02-01T10:00:00Z')`);
    await database.migrate(migrations);
  });
  afterAll(async () => {
    await database.close();
    await rm(before, { recursive: true, force: true });
  });

  it('makes every approved claimant the owner of their venue, joined when the claim was approved', async () => {
    const rows = rowsOf(
      await database.db.execute(sql`
        select place_id::text as place, user_uid as uid, role::text as role, joined_at
        from memberships order by place_id`),
    );
    expect(rows.map((row) => [row.place, row.uid, row.role, new Date(row.joined_at as string)])).toEqual([
      ['00000000-0000-4000-8000-000000000001', 'u-owner', 'owner', new Date('2026-01-02T10:00:00Z')],
      ['00000000-0000-4000-8000-000000000002', 'u-multi', 'owner', new Date('2026-02-03T10:00:00Z')],
      ['00000000-0000-4000-8000-000000000003', 'u-multi', 'owner', new Date('2026-03-04T10:00:00Z')],
    ]);
  });

  it('keeps every claim as it was', async () => {
    const rows = rowsOf(
      await database.db.execute(
        sql`select status::text as status, count(*)::int as n from claims group by 1 order by 1`,
      ),
    );
    expect(rows).toEqual([
      { status: 'approved', n: 3 },
      { status: 'pending', n: 1 },
      { status: 'rejected', n: 1 },
    ]);
  });

  it('refuses to change an activity entry', async () => {
    await database.db.execute(sql`
      insert into activity_log (place_id, actor_kind, kind, action)
      values ('00000000-0000-4000-8000-000000000001', 'staff', 'team', 'team.joined')`);
    await expect(database.db.execute(sql`update activity_log set action = 'team.left'`)).rejects.toThrow();
    const rows = rowsOf(await database.db.execute(sql`select action from activity_log`));
    expect(rows).toEqual([{ action: 'team.joined' }]);
  });
});
