import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDigest } from '../../src/cli/admin';
import { mailOutbox } from '../../src/db/schema';
import { insertClaim, insertPlace } from '../helpers/fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/users';

describe('npm run admin -- send-digest', () => {
  let t: TestApp;
  let owner: TestUser;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createTestUser();
    await insertClaim(t.app, owner, (await insertPlace(t.app, { name: 'Enoteca Subito' })).id, 'approved');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const digests = async () =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email))).filter((mail) =>
      mail.subject.startsWith('Enoteca Subito: your week'),
    );

  it('asks the running app on this machine, which owns the embedded database', async () => {
    expect(await sendDigest(owner.email, { ...t.env, PORT: port, DATABASE_URL: undefined })).toBe(1);
    expect(await sendDigest('nobody@example.test', { ...t.env, PORT: port, DATABASE_URL: undefined })).toBe(
      0,
    );
    expect(await digests()).toHaveLength(1);
  });

  it('says so when the app is not running', async () => {
    await expect(sendDigest(owner.email, { ...t.env, PORT: 1, DATABASE_URL: undefined })).rejects.toThrow(
      /not running on port 1/,
    );
  });

  it.runIf(process.env.DATABASE_URL)('queues the digest itself on a server PostgreSQL', async () => {
    expect(await sendDigest(owner.email, { ...t.env, DATABASE_URL: t.url })).toBe(1);
    expect(await digests()).toHaveLength(2);
  });
});
