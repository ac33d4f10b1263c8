import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jobs, mailOutbox } from '../../src/db/schema';
import type { JobName, JobPayload, JobQueue } from '../../src/plugins/app/jobs/jobs-plugin';
import type { EnqueueOptions, JobRow } from '../../src/plugins/app/jobs/jobs-repository';
import { MAIL_JOB } from '../../src/plugins/app/mail/jobs';
import { REVIEW_ALERT_JOB, reviewAlertPayload } from '../../src/plugins/app/notifications/job-payloads';
import { tempDataDir } from '../helpers/capture';
import { createTestApp, type TestApp } from '../helpers/test-app';

const anyPayload = z.unknown();
const orderPayload = z.object({ orderId: z.string() });

declare module '../../src/plugins/app/jobs/jobs-plugin' {
  interface JobSchemas {
    'test.flaky': typeof anyPayload;
    'test.crash': typeof anyPayload;
    'test.long': typeof anyPayload;
    'test.doomed': typeof anyPayload;
    'test.typed': typeof orderPayload;
    'test.singleton': typeof anyPayload;
    'test.race': typeof anyPayload;
    'test.claim-a': typeof anyPayload;
    'test.claim-b': typeof anyPayload;
    'test.claim-c': typeof anyPayload;
    'test.parallel': typeof anyPayload;
  }
}

describe('the durable job queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_MS: '0', DATA_DIR: tempDataDir() });
  });
  afterAll(() => t.close());

  const job = async (id: string) => {
    const row = await t.app.jobsRepository.find(id);
    if (!row) throw new Error(`job ${id} not found`);
    return row;
  };
  const makeDue = (id: string) =>
    t.app.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, id));
  const enqueue = async <Name extends JobName>(
    name: Name,
    payload: JobPayload<Name>,
    options: EnqueueOptions = {},
  ) => {
    const id = await t.app.jobs.enqueue(name, payload, options);
    if (!id) throw new Error('enqueue returned no id');
    return id;
  };

  it('retries a job that fails once, after a backoff, and then finishes it', async () => {
    let calls = 0;
    t.app.jobs.define('test.flaky', anyPayload, async () => {
      calls += 1;
      if (calls === 1) throw new Error('transient failure');
    });
    const id = await enqueue('test.flaky', { n: 1 });

    const before = Date.now();
    await t.app.jobs.runDue();
    const retried = await job(id);
    expect(calls).toBe(1);
    expect(retried).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'transient failure',
      lockedBy: null,
      finishedAt: null,
    });
    // The default backoff waits 5 s before the first retry.
    expect(retried.runAt.getTime()).toBeGreaterThanOrEqual(before + 4_000);
    expect(retried.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);

    // Not due yet: another tick leaves it alone.
    await t.app.jobs.runDue();
    expect(calls).toBe(1);

    await makeDue(id);
    await t.app.jobs.runDue();
    expect(calls).toBe(2);
    const done = await job(id);
    expect(done).toMatchObject({ status: 'done', attempts: 2, lockedBy: null, lockedUntil: null });
    expect(done.finishedAt).toBeInstanceOf(Date);
  });

  it('keeps the lease of a job that runs past it while its worker lives', async () => {
    let finish!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const release = new Promise<void>((resolve) => (finish = resolve));
    let runs = 0;
    t.app.jobs.define(
      'test.long',
      anyPayload,
      async () => {
        runs += 1;
        started();
        await release;
      },
      { leaseSeconds: 1 },
    );
    const id = await enqueue('test.long', {});
    const drained = t.app.jobs.runDue();
    await running;

    // Two and a half leases later, the job is still its worker's: nothing takes it back.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await t.app.jobsRepository.recoverExpired();
    expect(await job(id)).toMatchObject({ status: 'running', attempts: 1, lockedBy: t.app.jobs.workerId });

    finish();
    await drained;
    expect(runs).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('takes back a job whose worker died once its lease runs out', async () => {
    const payloads: unknown[] = [];
    t.app.jobs.define('test.crash', anyPayload, async (payload) => {
      payloads.push(payload);
    });
    const id = await enqueue('test.crash', { order: 42 });

    const [claimed, ...rest] = await t.app.jobsRepository.claim(
      [{ name: 'test.crash', limit: 1, leaseSeconds: 1 }],
      'dead-worker',
    );
    expect(rest).toEqual([]);
    expect(claimed).toMatchObject({ id, status: 'running', attempts: 1, lockedBy: 'dead-worker' });

    // While the lease holds, no other worker runs it.
    await t.app.jobs.runDue();
    expect(payloads).toEqual([]);
    expect(await job(id)).toMatchObject({ status: 'running', lockedBy: 'dead-worker' });

    await t.app.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, id));
    await t.app.jobs.runDue();

    expect(payloads).toEqual([{ order: 42 }]);
    expect(await job(id)).toMatchObject({
      status: 'done',
      attempts: 2,
      lastError: 'the worker stopped before finishing',
      lockedBy: null,
    });
    // The first worker comes back after all: it may no longer write the job's state.
    expect(await t.app.jobsRepository.complete(claimed!)).toBe(false);
    expect(await t.app.jobsRepository.fail(claimed!, 'late', 0)).toBe('lost');
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails a job for good once its attempts are used up, telling the handler about the last one', async () => {
    const lastAttemptFlags: boolean[] = [];
    t.app.jobs.define('test.doomed', anyPayload, async (_payload, { isLastAttempt }) => {
      lastAttemptFlags.push(isLastAttempt);
      throw new Error(`attempt ${lastAttemptFlags.length} failed`);
    });
    const id = await enqueue('test.doomed', {}, { maxAttempts: 2 });

    await t.app.jobs.runDue();
    expect(await job(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'attempt 1 failed' });
    await makeDue(id);
    await t.app.jobs.runDue();
    const failed = await job(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, lastError: 'attempt 2 failed' });
    expect(failed.finishedAt).toBeInstanceOf(Date);
    expect(lastAttemptFlags).toEqual([false, true]);

    // Failed is final: even when due, it never runs again.
    await makeDue(id);
    await t.app.jobs.runDue();
    expect(lastAttemptFlags).toHaveLength(2);
    expect((await job(id)).status).toBe('failed');
  });

  it('fails a job whose payload its schema refuses as it fails a thrown error, never calling the handler', async () => {
    const received: { orderId: string }[] = [];
    t.app.jobs.define('test.typed', orderPayload, async (payload) => {
      received.push(payload);
    });
    // Stored straight through the repository: the queue's enqueue would not compile with these payloads,
    // but a row written by an older version of the code can still hold them.
    const store = async (payload: unknown, options: EnqueueOptions = {}) => {
      const id = await t.app.jobsRepository.enqueue('test.typed', payload, options);
      if (!id) throw new Error('enqueue returned no id');
      return id;
    };
    const good = await store({ orderId: 'o-1', extra: true });
    const bad = await store({ orderId: 42 }, { maxAttempts: 2 });

    await t.app.jobs.runDue();
    // The handler receives the parsed payload: keys the schema does not know are gone.
    expect(received).toEqual([{ orderId: 'o-1' }]);
    expect(await job(good)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await job(bad)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'malformed payload for test.typed: orderId: Invalid input: expected string, received number',
    });

    await makeDue(bad);
    await t.app.jobs.runDue();
    expect(await job(bad)).toMatchObject({ status: 'failed', attempts: 2 });
    expect(received).toHaveLength(1);
  });

  it('enqueues a job with a singleton key once, and runs it once', async () => {
    let calls = 0;
    t.app.jobs.define('test.singleton', anyPayload, async () => {
      calls += 1;
    });
    const key = `test.singleton:${randomUUID()}`;
    const first = await t.app.jobs.enqueue('test.singleton', {}, { singletonKey: key });
    const second = await t.app.jobs.enqueue('test.singleton', {}, { singletonKey: key });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    const rows = await t.app.db.select().from(jobs).where(eq(jobs.singletonKey, key));
    expect(rows.map((row) => row.id)).toEqual([first]);

    await t.app.jobs.runDue();
    expect(calls).toBe(1);
    // At most once, ever: a finished job still holds its key.
    expect(await t.app.jobs.enqueue('test.singleton', {}, { singletonKey: key })).toBeNull();
    await t.app.jobs.runDue();
    expect(calls).toBe(1);
  });

  it('never gives one job to two workers claiming at once', async () => {
    // No handler is defined for this name, so the app's own worker never touches these rows.
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        enqueue('test.race', { i }, { runAt: new Date(Date.now() - 1000) }),
      ),
    );
    const race = { name: 'test.race', limit: 15, leaseSeconds: 60 };
    const [a, b] = await Promise.all([
      t.app.jobsRepository.claim([race], 'worker-a'),
      t.app.jobsRepository.claim([race], 'worker-b'),
    ]);
    const idsA = a.map((row) => row.id);
    const idsB = b.map((row) => row.id);
    expect(idsA.length).toBeLessThanOrEqual(15);
    expect(idsB.length).toBeLessThanOrEqual(15);
    expect(idsA.filter((id) => idsB.includes(id))).toEqual([]);
    expect([...idsA, ...idsB].sort()).toEqual([...ids].sort());
    expect(a.every((row) => row.lockedBy === 'worker-a' && row.attempts === 1)).toBe(true);
    expect(b.every((row) => row.lockedBy === 'worker-b' && row.attempts === 1)).toBe(true);

    const stored = await t.app.db.select().from(jobs).where(eq(jobs.name, 'test.race'));
    expect(stored).toHaveLength(20);
    for (const row of stored) {
      expect(row.status).toBe('running');
      expect(row.lockedBy).toBe(idsA.includes(row.id) ? 'worker-a' : 'worker-b');
    }
    // Nothing is left for a third worker.
    expect(await t.app.jobsRepository.claim([race], 'worker-c')).toEqual([]);
  });

  it('takes only registered job names, each with a payload its schema accepts (checked by typecheck)', () => {
    // Never called: the @ts-expect-error lines fail `npm run typecheck` when a call below compiles.
    const misuses = (queue: JobQueue) => {
      // @ts-expect-error an unknown job name
      void queue.enqueue('mail.delivr', { mailId: 'm-1' });
      // @ts-expect-error the payload of another job
      void queue.enqueue(MAIL_JOB, { reviewId: 'r-1' });
      // @ts-expect-error a field of the wrong type
      void queue.enqueue(REVIEW_ALERT_JOB, { reviewId: 42 });
      // @ts-expect-error a payload without its required field
      void queue.enqueue(REVIEW_ALERT_JOB, {});
      // @ts-expect-error a job defined with another job's schema
      queue.define(MAIL_JOB, reviewAlertPayload, async () => undefined);
      // @ts-expect-error a handler that expects another payload
      queue.define(REVIEW_ALERT_JOB, reviewAlertPayload, async (payload: { mailId: string }) => {
        void payload;
      });
      // @ts-expect-error a recurring job is enqueued empty, so it cannot need a payload
      queue.every(REVIEW_ALERT_JOB, 60_000);
      // The well-typed calls compile.
      void queue.enqueue(REVIEW_ALERT_JOB, { reviewId: 'r-1' });
      queue.define(REVIEW_ALERT_JOB, reviewAlertPayload, async ({ reviewId }) => void reviewId);
    };
    expect(misuses).toBeTypeOf('function');
  });

  it('claims the due jobs of every name in one statement, each name up to its limit and for its lease', async () => {
    // No handler is defined for these names, so the app's own worker never touches these rows.
    const past = { runAt: new Date(Date.now() - 1000) };
    for (const name of ['test.claim-a', 'test.claim-b', 'test.claim-c'] as const)
      for (let i = 0; i < 3; i += 1) await enqueue(name, { i }, past);
    const later = await enqueue('test.claim-b', { later: true }, { runAt: new Date(Date.now() + 60_000) });

    const execute = vi.spyOn(t.app.db, 'execute');
    const before = Date.now();
    const claimed = await t.app.jobsRepository.claim(
      [
        { name: 'test.claim-a', limit: 2, leaseSeconds: 30 },
        { name: 'test.claim-b', limit: 5, leaseSeconds: 600 },
        { name: 'test.claim-c', limit: 0, leaseSeconds: 30 },
      ],
      'worker-one',
    );
    const statements = execute.mock.calls.length;
    execute.mockRestore();
    expect(statements).toBe(1);

    const byName = (name: string) => claimed.filter((job) => job.name === name);
    expect(byName('test.claim-a')).toHaveLength(2);
    // All three due, not the one that runs later; none of a name with no free slot.
    expect(byName('test.claim-b')).toHaveLength(3);
    expect(byName('test.claim-b').map((job) => job.id)).not.toContain(later);
    expect(byName('test.claim-c')).toEqual([]);
    expect(claimed.every((job) => job.status === 'running' && job.lockedBy === 'worker-one')).toBe(true);
    const leaseOf = (job: JobRow) => (job.lockedUntil?.getTime() ?? 0) - before;
    for (const job of byName('test.claim-a')) expect(leaseOf(job)).toBeLessThan(60_000);
    for (const job of byName('test.claim-b')) expect(leaseOf(job)).toBeGreaterThan(500_000);
  });

  it('runs no more jobs of a name at once than its concurrency', async () => {
    let runningNow = 0;
    let most = 0;
    t.app.jobs.define(
      'test.parallel',
      anyPayload,
      async () => {
        runningNow += 1;
        most = Math.max(most, runningNow);
        await new Promise((resolve) => setTimeout(resolve, 20));
        runningNow -= 1;
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 5; i += 1) await enqueue('test.parallel', { i });
    expect(await t.app.jobs.runDue()).toBe(5);
    expect(most).toBe(2);
  });

  it('delivers a mail through the outbox and the queue, exactly once', async () => {
    const to = `mail-${randomUUID()}@test.example`;
    await t.app.mailer.send({ language: 'en', to, subject: 'Your claim', text: 'It is approved.' });

    const outbox = async () => {
      const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      if (!row) throw new Error('no outbox row');
      return row;
    };
    const pending = await outbox();
    expect(pending).toMatchObject({ status: 'pending', attempts: 0, sentAt: null, subject: 'Your claim' });
    const deliveries = await t.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, MAIL_JOB), sql`${jobs.payload}->>'mailId' = ${pending.id}`));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ status: 'queued', maxAttempts: 8 });

    await t.app.jobs.runDue();
    const sent = await outbox();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect((await job(deliveries[0]!.id)).status).toBe('done');

    // Another tick, and a stray second delivery job for the same mail, never send it again.
    await t.app.jobs.runDue();
    await enqueue(MAIL_JOB, { mailId: pending.id });
    await t.app.jobs.runDue();
    const after = await outbox();
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
    expect(after.sentAt?.getTime()).toBe(sent.sentAt?.getTime());
  });
});
