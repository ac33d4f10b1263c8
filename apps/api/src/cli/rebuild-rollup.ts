// npm run rollup:rebuild [-- --venue ID] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
// Recomputes the report's daily rollup (venue_days, venue_mission_days) from the reviews, visits and scans
// themselves: every venue and every day unless narrowed. Triggers keep the rollup on every write, so this is
// for repair and for checking, never for routine. From the project's folder, with the same DATA_DIR,
// PORT and DATABASE_URL as the app.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadEnv, pgliteDir, type Env } from '../config/env';
import { createDatabase, rowsOf, type Database } from '../db/client';

const USAGE = 'usage: npm run rollup:rebuild [-- --venue ID] [--from YYYY-MM-DD] [--to YYYY-MM-DD]';

const day = z.iso.date();
const rangeSchema = z
  .object({ venue: z.uuid().optional(), from: day.optional(), to: day.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: '--from must not be after --to',
  });
export type RollupRange = z.infer<typeof rangeSchema>;

/** The range the command's flags name, or the reason they name none. */
export function parseRange(args: string[]): RollupRange | string {
  const flags: Record<string, string | undefined> = {};
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index], args[index + 1]];
    if (!flag?.startsWith('--') || value === undefined) return USAGE;
    flags[flag.slice(2)] = value;
  }
  const parsed = rangeSchema.safeParse(flags);
  if (!parsed.success)
    return parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'range'}: ${issue.message}`)
      .join('; ');
  const unknown = Object.keys(flags).filter((flag) => !['venue', 'from', 'to'].includes(flag));
  return unknown.length > 0 ? `unknown flag --${unknown[0]}; ${USAGE}` : parsed.data;
}

/** Rebuilds the range in one transaction; answers how many venue-days it now holds. */
export async function rebuildRollup(database: Database, range: RollupRange): Promise<number> {
  const from = range.from ?? '-infinity';
  const to = range.to ?? 'infinity';
  const venue = range.venue ?? null;
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select venue_days_rebuild(${venue}::uuid, ${from}::date, ${to}::date)`);
    const [row] = rowsOf(
      await tx.execute(sql`select count(*)::int as days from venue_days
        where (${venue}::uuid is null or place_id = ${venue}::uuid) and day between ${from}::date and ${to}::date`),
    );
    return Number(row?.days ?? 0);
  });
}

/** The embedded database belongs to the running app alone: this command opens it only when no app runs. */
async function appIsRunning(env: Env): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${env.PORT}/api/health`).catch(() => undefined);
  return response !== undefined;
}

async function main(args: string[]) {
  const range = parseRange(args);
  if (typeof range === 'string') {
    console.error(range);
    return 2;
  }
  const env = loadEnv();
  if (!env.DATABASE_URL && (await appIsRunning(env))) {
    console.error(`the app on port ${env.PORT} holds the embedded database: stop it, then run this again`);
    return 1;
  }
  const database = env.DATABASE_URL
    ? createDatabase({ url: env.DATABASE_URL, dataDir: '' })
    : createDatabase({ dataDir: pgliteDir(env) });
  try {
    await database.migrate();
    const days = await rebuildRollup(database, range);
    const scope = range.venue ? `venue ${range.venue}` : 'every venue';
    console.log(
      `rebuilt ${scope} from ${range.from ?? 'the first day'} to ${range.to ?? 'the last'}: ${days} days`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
}
