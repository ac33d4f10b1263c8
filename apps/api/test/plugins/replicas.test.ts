import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs, mailOutbox } from '../../src/db/schema';
import { MAIL_JOB } from '../../src/plugins/app/mail/jobs';
import { tempDataDir } from '../helpers/capture';
import { createReplica, createTestApp, type TestApp } from '../helpers/test-app';

const sharedPayload = z.object({ n: z.number() });

declare module '../../src/plugins/app/jobs/jobs-plugin' {
  interface JobSchemas {
    'test.shared': typeof sharedPayload;
  }
}

// Two API processes' worth of app on one PostgreSQL database: what several replicas share. PGlite is one
// process's database, so this runs on the server PostgreSQL only (CI runs it there).
describe.runIf(process.env.DATABASE_URL)('two replicas on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ JOBS_POLL_MS: '0', DATA_DIR: tempDataDir() });
    b = await createReplica(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('run each queued job once between them', async () => {
    const runs: { replica: string; n: number }[] = [];
    for (const [name, t] of [
      ['a', a],
      ['b', b],
    ] as const) {
      t.app.jobs.define(
        'test.shared',
        sharedPayload,
        async ({ n }) => {
          runs.push({ replica: name, n });
          await new Promise((resolve) => setTimeout(resolve, 10));
        },
        { concurrency: 4 },
      );
    }
    for (let n = 0; n < 40; n += 1) await a.app.jobs.enqueue('test.shared', { n });
    await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue()]);
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    // Both took part: the work is shared, not merely serialized on one.
    expect(new Set(runs.map((run) => run.replica))).toEqual(new Set(['a', 'b']));
  });

  it('deliver each mail once between them', async () => {
    const to = `replicas-${Date.now()}@test.example`;
    for (let i = 0; i < 10; i += 1)
      await a.app.mailer.send({ language: 'en', to, subject: `Mail ${i}`, text: 'Body' });
    await Promise.all([a.app.jobs.runDue(), b.app.jobs.runDue(), a.app.jobs.runDue(), b.app.jobs.runDue()]);
    const mails = await a.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(mails).toHaveLength(10);
    expect(mails.every((mail) => mail.status === 'sent' && mail.attempts === 1)).toBe(true);
    const deliveries = await a.app.db.select().from(jobs).where(eq(jobs.name, MAIL_JOB));
    expect(deliveries.filter((job) => job.status === 'done' && job.attempts === 1)).toHaveLength(10);
  });
});
