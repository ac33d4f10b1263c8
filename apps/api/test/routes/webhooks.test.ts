import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createdWebhookEndpointResponseSchema,
  publishingResponseSchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointsResponseSchema,
} from '@venues/contracts/webhooks';
import {
  jobs,
  mailOutbox,
  reviewers,
  reviewReplies,
  reviews,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../src/db/schema';
import { WEBHOOK_ENDPOINTS_MAX } from '@venues/contracts/plans';
import { DELIVER_JOB, WEBHOOK_LOG_RETENTION_JOB } from '../../src/plugins/app/webhooks/jobs';
import { verifySignature } from '../../src/plugins/app/webhooks/signature';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertClaim, insertPlace, subscribe } from '../helpers/fixtures';
import { bearer, createTestUser, type TestUser } from '../helpers/users';

const HOUR = 3_600_000;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Received = { headers: IncomingHttpHeaders; body: string };

/** A receiver on loopback: it records what arrives and answers the statuses queued, then 200. */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    statuses,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhooks', () => {
  let t: TestApp;
  let owner: TestUser;
  let otherOwner: TestUser;
  let pending: TestUser;
  let admin: TestUser;
  let freeOwner: TestUser;
  let placeId: string;
  let freePlaceId: string;
  let reviewerId: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    // No background worker: each test drains the queue itself, when it means to.
    t = await createTestApp({ SENSITIVE_RATE_LIMIT_MAX: '10000', JOBS_POLL_MS: '0' });
    [owner, otherOwner, pending, admin, freeOwner] = await Promise.all([
      createTestUser(),
      createTestUser(),
      createTestUser(),
      createTestUser({ admin: true }),
      createTestUser(),
    ]);
    const place = await insertPlace(t.app, { name: 'Osteria del Porto', address: 'Via Roma 1, Genova' });
    const other = await insertPlace(t.app);
    const free = await insertPlace(t.app);
    placeId = place.id;
    freePlaceId = free.id;
    await insertClaim(t.app, owner, placeId, 'approved');
    await insertClaim(t.app, pending, placeId, 'pending');
    await insertClaim(t.app, otherOwner, other.id, 'approved');
    await insertClaim(t.app, freeOwner, freePlaceId, 'approved');
    await subscribe(t.app, owner, placeId, 'starter');
    const [reviewer] = await t.app.db
      .insert(reviewers)
      .values({ displayName: 'Maria Rossi Bianchi', guestUid: 'guest-uid-secret' })
      .returning();
    reviewerId = reviewer!.id;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    receiver.statuses.length = 0;
    await t.app.db.delete(webhookEndpoints);
  });

  const call = (method: Method, url: string, user: TestUser | null, payload?: object) =>
    t.app.inject({ method, url, headers: user ? bearer(user.token) : {}, payload });
  const q = (place = placeId) => `?id=${place}`;
  const body = (overrides: Record<string, unknown> = {}) => ({
    url: receiver.url,
    events: ['review.published', 'review.withdrawn'],
    description: 'Our CRM',
    ...overrides,
  });
  const register = async (overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', `/api/places/webhooks${q()}`, owner, body(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return createdWebhookEndpointResponseSchema.parse(response.json()).data;
  };
  const insertReview = async (overrides: Partial<typeof reviews.$inferInsert> = {}) => {
    const [review] = await t.app.db
      .insert(reviews)
      .values({
        placeId,
        reviewerId,
        title: 'Ottima carbonara',
        description: 'Servizio veloce',
        ratingOverall: 5,
        ratingFood: 4,
        publishedAt: new Date(),
        consentVersion: 2,
        publicConsent: true,
        publicConsentAt: new Date(),
        ...overrides,
      })
      .returning();
    return review!;
  };
  const retryNow = () =>
    t.app.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(sql`${jobs.name} = ${DELIVER_JOB} and ${jobs.status} = 'queued'`);
  const deliveriesOf = (endpointId: string) =>
    t.app.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

  describe('who may manage them', () => {
    it('lets the owner manage endpoints and staff only read them', async () => {
      const endpoint = await register();
      expect(endpoint.secret).toMatch(/^whsec_/);
      expect(endpoint).toMatchObject({ status: 'active', secret_hint: endpoint.secret.slice(-4) });
      for (const user of [owner, admin]) {
        const list = await call('GET', `/api/places/webhooks${q()}`, user);
        expect(list.statusCode).toBe(200);
        const data = webhookEndpointsResponseSchema.parse(list.json()).data;
        expect(data.map((e) => e.id)).toEqual([endpoint.id]);
        expect(list.body).not.toContain(endpoint.secret);
        const log = await call('GET', `/api/places/webhooks/${endpoint.id}/deliveries${q()}`, user);
        expect(log.statusCode).toBe(200);
      }
    });

    it('refuses no user (401), another owner and a pending claimant (403), and staff on writes', async () => {
      const endpoint = await register();
      const base = `/api/places/webhooks/${endpoint.id}`;
      const reads: [Method, string][] = [
        ['GET', `/api/places/webhooks${q()}`],
        ['GET', `${base}/deliveries${q()}`],
        ['GET', `/api/places/publishing${q()}`],
      ];
      const writes: [Method, string, object?][] = [
        ['POST', `/api/places/webhooks${q()}`, body()],
        ['PATCH', `${base}${q()}`, { enabled: false }],
        ['POST', `${base}/secret${q()}`],
        ['POST', `${base}/test${q()}`],
        ['DELETE', `${base}${q()}`],
        ['PUT', `/api/places/publishing${q()}`, { credit_hidden: true }],
      ];
      for (const [method, url, payload] of [...reads, ...writes]) {
        expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
        for (const user of [otherOwner, pending]) {
          const response = await call(method, url, user, payload);
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          expect(response.json().error.code).toBe('auth/forbidden');
        }
      }
      for (const [method, url, payload] of writes) {
        const response = await call(method, url, admin, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      // Nothing changed: the endpoint is still there, on, with its secret.
      const [row] = await t.app.db.select().from(webhookEndpoints);
      expect(row).toMatchObject({ id: endpoint.id, disabledAt: null, secret: endpoint.secret });
      expect(receiver.received).toHaveLength(0);
    });

    it('holds the endpoint cap when endpoints are registered at once', async () => {
      for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX - 1; i++) await register();
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => call('POST', `/api/places/webhooks${q()}`, owner, body())),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
      expect(await t.app.db.select().from(webhookEndpoints)).toHaveLength(WEBHOOK_ENDPOINTS_MAX);
    });

    it('refuses webhooks on the free plan with a code', async () => {
      const response = await call('POST', `/api/places/webhooks${q(freePlaceId)}`, freeOwner, body());
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('webhooks/plan-required');
    });
  });

  describe('bad input', () => {
    it('answers 400 with the field for a malformed body, query or id', async () => {
      const cases: [Method, string, object | undefined, string][] = [
        ['POST', `/api/places/webhooks${q()}`, body({ url: 'not a url' }), 'url'],
        ['POST', `/api/places/webhooks${q()}`, body({ url: 'ftp://example.com/x' }), 'url'],
        ['POST', `/api/places/webhooks${q()}`, body({ events: [] }), 'events'],
        ['POST', `/api/places/webhooks${q()}`, body({ events: ['review.deleted'] }), 'events.0'],
        ['POST', `/api/places/webhooks${q()}`, body({ description: 'x'.repeat(121) }), 'description'],
        ['POST', '/api/places/webhooks?id=nope', body(), 'id'],
        ['PATCH', `/api/places/webhooks/nope${q()}`, { enabled: true }, 'endpointId'],
        ['GET', `/api/places/webhooks/${crypto.randomUUID()}/deliveries${q()}&limit=0`, undefined, 'limit'],
        ['PUT', `/api/places/publishing${q()}`, { credit_hidden: 'yes' }, 'credit_hidden'],
      ];
      for (const [method, url, payload, field] of cases) {
        const response = await call(method, url, owner, payload);
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(Object.keys(response.json().error.fields ?? {})).toContain(field);
      }
    });

    it('refuses private, link-local, metadata and unspecified receivers at registration', async () => {
      for (const url of [
        'https://10.1.2.3/hook',
        'https://192.168.1.10/hook',
        'https://172.20.0.1/hook',
        'https://100.64.0.1/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[fd00:ec2::254]/hook',
        'https://[fe80::1]/hook',
        'https://[::ffff:10.0.0.1]/hook',
        'https://0.0.0.0/hook',
        'https://224.0.0.1/hook',
      ]) {
        const response = await call('POST', `/api/places/webhooks${q()}`, owner, body({ url }));
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error).toMatchObject({
          code: 'webhooks/url-refused',
          fields: { url: ['privateAddress'] },
        });
      }
      const endpoint = await register();
      const moved = await call('PATCH', `/api/places/webhooks/${endpoint.id}${q()}`, owner, {
        url: 'https://10.9.9.9/hook',
      });
      expect(moved.statusCode).toBe(400);
      expect(await t.app.db.select().from(webhookEndpoints)).toHaveLength(1);
    });
  });

  describe('deliveries', () => {
    it('signs a published review for the receiver, without the guest uid or any private URL', async () => {
      const endpoint = await register();
      const review = await insertReview();
      expect(await t.app.webhooks.emitReview('review.published', review.id)).toBe(1);
      await t.app.jobs.runDue();
      expect(receiver.received).toHaveLength(1);
      const [delivery] = receiver.received;
      const signature = String(delivery!.headers['venues-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(signature, delivery!.body, endpoint.secret)).toBe(true);
      expect(verifySignature(signature, delivery!.body, 'whsec_wrong')).toBe(false);
      expect(verifySignature(signature, `${delivery!.body} `, endpoint.secret)).toBe(false);
      const event = JSON.parse(delivery!.body);
      expect(event).toMatchObject({
        type: 'review.published',
        data: {
          review: {
            id: review.id,
            rating: 5,
            ratings: { food: 4 },
            title: 'Ottima carbonara',
            text: 'Servizio veloce',
            guest_name: 'Maria B.',
            public_consent: true,
            reply: null,
          },
          venue: { id: placeId, name: 'Osteria del Porto', slug: 'osteria-del-porto-genova' },
        },
      });
      expect(event.data.review.share_url).toMatch(/\/v\/osteria-del-porto-genova\//);
      expect(delivery!.body).not.toContain('guest-uid-secret');
      expect(delivery!.body).not.toContain('Rossi');
      expect(delivery!.body).not.toMatch(/signature=|expires=|\/api\/reviews/);
      const [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({
        status: 'succeeded',
        attempts: 1,
        responseStatus: 200,
        eventId: event.id,
      });
    });

    it('retries after a 500 with the same event id, and the failure clears on success', async () => {
      const endpoint = await register();
      const review = await insertReview({ publicConsent: false });
      receiver.statuses.push(500);
      await t.app.webhooks.emitReview('review.published', review.id);
      await t.app.jobs.runDue();
      const [first] = await deliveriesOf(endpoint.id);
      expect(first).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, error: 'HTTP 500' });
      const failing = await call('GET', `/api/places/webhooks${q()}`, owner);
      expect(failing.json().data[0]).toMatchObject({ status: 'failing' });
      expect(failing.json().data[0].failing_since).not.toBeNull();

      await retryNow();
      await t.app.jobs.runDue();
      const [second] = await deliveriesOf(endpoint.id);
      expect(second).toMatchObject({ status: 'succeeded', attempts: 2, responseStatus: 200 });
      expect(receiver.received).toHaveLength(2);
      const ids = receiver.received.map((r) => (JSON.parse(r.body) as { id: string }).id);
      expect(ids[0]).toBe(ids[1]);
      expect(JSON.parse(receiver.received[0]!.body).data.review.share_url).toBeNull();
      const healthy = await call('GET', `/api/places/webhooks${q()}`, owner);
      expect(healthy.json().data[0]).toMatchObject({ status: 'active', failing_since: null });

      const log = await call('GET', `/api/places/webhooks/${endpoint.id}/deliveries${q()}`, owner);
      expect(webhookDeliveriesResponseSchema.parse(log.json()).data[0]).toMatchObject({
        status: 'succeeded',
        attempts: 2,
        response_status: 200,
        test: false,
      });
    });

    it('gives up on a delivery after 24 hours of retries', async () => {
      const endpoint = await register();
      const review = await insertReview();
      receiver.statuses.push(503);
      await t.app.webhooks.emitReview('review.published', review.id);
      await t.app.db
        .update(webhookDeliveries)
        .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
        .where(eq(webhookDeliveries.endpointId, endpoint.id));
      await t.app.jobs.runDue();
      const [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 503 });
      await retryNow();
      await t.app.jobs.runDue();
      expect(receiver.received).toHaveLength(1);
    });

    it('turns off an endpoint failing for 3 days and mails the owner in their language', async () => {
      const endpoint = await register();
      await t.app.db
        .update(webhookEndpoints)
        .set({ failingSince: new Date(Date.now() - 73 * HOUR) })
        .where(eq(webhookEndpoints.id, endpoint.id));
      receiver.statuses.push(500);
      await t.app.webhooks.emitReview('review.published', (await insertReview()).id);
      await t.app.jobs.runDue();
      const list = await call('GET', `/api/places/webhooks${q()}`, owner);
      expect(list.json().data[0]).toMatchObject({ status: 'disabled', disabled_reason: 'failing' });
      const [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery).toMatchObject({ status: 'failed' });
      const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('A webhook of Osteria del Porto was turned off');
      expect(mails[0]!.text).toContain(receiver.url);
      expect(mails[0]!.html).toContain('/dashboard/profile/integrations');

      // Off, it receives nothing more; turned back on, it starts afresh.
      expect(await t.app.webhooks.emitReview('review.published', (await insertReview()).id)).toBe(0);
      const on = await call('PATCH', `/api/places/webhooks/${endpoint.id}${q()}`, owner, { enabled: true });
      expect(on.json().data).toMatchObject({ status: 'active', failing_since: null, disabled_reason: null });

      // The mail is in the owner's language.
      await t.app.db.update(users).set({ language: 'it' }).where(eq(users.uid, owner.uid));
      try {
        await t.app.db
          .update(webhookEndpoints)
          .set({ failingSince: new Date(Date.now() - 73 * HOUR) })
          .where(eq(webhookEndpoints.id, endpoint.id));
        receiver.statuses.push(500);
        await t.app.webhooks.emitReview('review.published', (await insertReview()).id);
        await t.app.jobs.runDue();
        const italian = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
        expect(italian.map((mail) => mail.subject)).toContain(
          'Abbiamo disattivato un webhook di Osteria del Porto',
        );
      } finally {
        await t.app.db.update(users).set({ language: 'en' }).where(eq(users.uid, owner.uid));
      }
    });

    it('announces a withdrawal with what was withdrawn, from the guest link', async () => {
      const endpoint = await register();
      const review = await insertReview();
      const query = t.app.urlSigner.withdrawQuery(review.id).toString();
      const withdrawn = await t.app.inject({ method: 'DELETE', url: `/api/capture/withdraw?${query}` });
      expect(withdrawn.statusCode).toBe(200);
      await t.app.jobs.runDue();
      expect(receiver.received).toHaveLength(1);
      const event = JSON.parse(receiver.received[0]!.body);
      expect(event).toMatchObject({ type: 'review.withdrawn', data: { review: { id: review.id } } });
      expect(
        verifySignature(
          String(receiver.received[0]!.headers['venues-signature']),
          receiver.received[0]!.body,
          endpoint.secret,
        ),
      ).toBe(true);
    });

    it('announces a review leaving public view, with the reason, and only a review that was public', async () => {
      await register({ events: ['review.unpublished'] });
      const stop = (reviewId: string) =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/capture/public-consent?${t.app.urlSigner.withdrawQuery(reviewId).toString()}`,
        });
      const shown = await insertReview();
      expect((await stop(shown.id)).statusCode).toBe(200);
      // Version 1 never asked about public display: such a review was never public, whatever its flag.
      const versionOne = await insertReview({ consentVersion: 1 });
      expect((await stop(versionOne.id)).statusCode).toBe(200);
      const withdrawnOne = await insertReview();
      const query = t.app.urlSigner.withdrawQuery(withdrawnOne.id).toString();
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/capture/withdraw?${query}` })).statusCode,
      ).toBe(200);
      await t.app.jobs.runDue();
      const events = receiver.received.map((delivery) => JSON.parse(delivery.body) as unknown);
      expect(events).toHaveLength(2);
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'review.unpublished',
          data: expect.objectContaining({
            reason: 'consent_removed',
            review: expect.objectContaining({ id: shown.id, share_url: null }),
          }),
        }),
      );
      expect(events).toContainEqual(
        expect.objectContaining({
          type: 'review.unpublished',
          data: expect.objectContaining({
            reason: 'withdrawn',
            review: expect.objectContaining({ id: withdrawnOne.id }),
          }),
        }),
      );
    });

    it('keeps a reply and its event together: when the event cannot be queued, the reply is not saved', async () => {
      await register({ events: ['review.replied'] });
      const review = await insertReview();
      const emit = vi
        .spyOn(t.app.webhooks, 'emitReview')
        .mockRejectedValueOnce(new Error('the queue is unreachable'));
      try {
        const url = `/api/places/${placeId}/reviews/${review.id}/reply`;
        expect((await call('PUT', url, owner, { body: 'Grazie, a presto!' })).statusCode).toBe(500);
        expect(
          await t.app.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, review.id)),
        ).toEqual([]);
      } finally {
        emit.mockRestore();
      }
    });

    it("announces the venue's reply, new or edited, with its text, from the owner's reply route", async () => {
      const endpoint = await register({ events: ['review.replied'] });
      const review = await insertReview();
      const url = `/api/places/${placeId}/reviews/${review.id}/reply`;
      expect((await call('PUT', url, owner, { body: 'Grazie, a presto!' })).statusCode).toBe(201);
      expect((await call('PUT', url, owner, { body: 'Grazie Maria, a presto!' })).statusCode).toBe(200);
      await t.app.jobs.runDue();
      expect(receiver.received).toHaveLength(2);
      const events = receiver.received.map(
        (delivery) =>
          JSON.parse(delivery.body) as { type: string; data: { review: { reply: { text: string } } } },
      );
      expect(events.map((event) => event.type)).toEqual(['review.replied', 'review.replied']);
      // Each event carries the reply as it was written; receivers may get them in any order.
      expect(events.map((event) => event.data.review.reply.text).sort()).toEqual([
        'Grazie Maria, a presto!',
        'Grazie, a presto!',
      ]);
      expect(
        verifySignature(
          String(receiver.received[0]!.headers['venues-signature']),
          receiver.received[0]!.body,
          endpoint.secret,
        ),
      ).toBe(true);
    });

    it('sends only the events an enabled endpoint subscribes to', async () => {
      const endpoint = await register({ events: ['review.replied'] });
      const review = await insertReview();
      expect(await t.app.webhooks.emitReview('review.published', review.id)).toBe(0);
      expect(await t.app.webhooks.emitReview('review.replied', review.id)).toBe(1);
      const off = await call('PATCH', `/api/places/webhooks/${endpoint.id}${q()}`, owner, { enabled: false });
      expect(off.json().data).toMatchObject({ status: 'disabled', disabled_reason: 'owner' });
      await t.app.jobs.runDue();
      expect(receiver.received).toHaveLength(0);
      expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'failed' });
      expect(await t.app.webhooks.emitReview('review.replied', review.id)).toBe(0);
    });
    it('keeps the delivery log 30 days, and a delivery still being retried whatever its age', async () => {
      const endpoint = await register();
      const old = new Date(Date.now() - 31 * 24 * HOUR);
      const row = (status: string, createdAt: Date) => ({
        endpointId: endpoint.id,
        eventId: crypto.randomUUID(),
        eventType: 'review.published',
        payload: {},
        status,
        createdAt,
      });
      await t.app.db
        .insert(webhookDeliveries)
        .values([
          row('succeeded', old),
          row('failed', old),
          row('pending', old),
          row('succeeded', new Date()),
        ]);
      await t.app.jobs.enqueue(WEBHOOK_LOG_RETENTION_JOB, {});
      await t.app.jobs.runDue();
      const kept = await deliveriesOf(endpoint.id);
      expect(kept.map((delivery) => delivery.status).sort()).toEqual(['pending', 'succeeded']);
      expect(kept.find((delivery) => delivery.status === 'succeeded')!.createdAt.getTime()).toBeGreaterThan(
        old.getTime(),
      );
    });
  });

  describe('the owner tools', () => {
    it('sends a test event and answers its result, marked as a test in the log', async () => {
      const endpoint = await register();
      const response = await call('POST', `/api/places/webhooks/${endpoint.id}/test${q()}`, owner);
      expect(response.statusCode, response.body).toBe(200);
      expect(webhookDeliveryResponseSchema.parse(response.json()).data).toMatchObject({
        test: true,
        event_type: 'test',
        status: 'succeeded',
        response_status: 200,
        attempts: 1,
      });
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'test' });

      receiver.statuses.push(404);
      const failed = await call('POST', `/api/places/webhooks/${endpoint.id}/test${q()}`, owner);
      expect(failed.json().data).toMatchObject({ status: 'failed', response_status: 404 });
      const page = await call('GET', `/api/places/webhooks/${endpoint.id}/deliveries${q()}&limit=1`, owner);
      expect(page.json()).toMatchObject({ data: [{ response_status: 404 }], next_offset: 1 });
      const last = await call(
        'GET',
        `/api/places/webhooks/${endpoint.id}/deliveries${q()}&limit=1&offset=1`,
        owner,
      );
      expect(last.json()).toMatchObject({ data: [{ response_status: 200 }], next_offset: null });
    });

    it('rotates the secret: the new one signs from then on', async () => {
      const endpoint = await register();
      const rotated = await call('POST', `/api/places/webhooks/${endpoint.id}/secret${q()}`, owner);
      expect(rotated.statusCode).toBe(200);
      const { secret } = rotated.json().data;
      expect(secret).not.toBe(endpoint.secret);
      await call('POST', `/api/places/webhooks/${endpoint.id}/test${q()}`, owner);
      const [delivery] = receiver.received;
      const header = String(delivery!.headers['venues-signature']);
      expect(verifySignature(header, delivery!.body, secret)).toBe(true);
      expect(verifySignature(header, delivery!.body, endpoint.secret)).toBe(false);
    });

    it('deletes an endpoint with its log', async () => {
      const endpoint = await register();
      await call('POST', `/api/places/webhooks/${endpoint.id}/test${q()}`, owner);
      const deleted = await call('DELETE', `/api/places/webhooks/${endpoint.id}${q()}`, owner);
      expect(deleted.statusCode).toBe(204);
      expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
      expect((await call('DELETE', `/api/places/webhooks/${endpoint.id}${q()}`, owner)).statusCode).toBe(404);
    });
  });

  describe('publishing', () => {
    it("answers the wall's address and lets a paid plan hide the credit line", async () => {
      const read = await call('GET', `/api/places/publishing${q()}`, admin);
      expect(publishingResponseSchema.parse(read.json()).data).toMatchObject({
        slug: 'osteria-del-porto-genova',
        credit_hidden: false,
        can_hide_credit: true,
      });
      expect(read.json().data.wall_url).toMatch(/\/v\/osteria-del-porto-genova$/);
      const hidden = await call('PUT', `/api/places/publishing${q()}`, owner, { credit_hidden: true });
      expect(hidden.json().data).toMatchObject({ credit_hidden: true });
    });

    it('refuses hiding the credit line on the free plan', async () => {
      const refused = await call('PUT', `/api/places/publishing${q(freePlaceId)}`, freeOwner, {
        credit_hidden: true,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('publishing/plan-required');
      const shown = await call('PUT', `/api/places/publishing${q(freePlaceId)}`, freeOwner, {
        credit_hidden: false,
      });
      expect(shown.json().data).toMatchObject({ credit_hidden: false, can_hide_credit: false });
    });
  });
});
