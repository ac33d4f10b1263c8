import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { checkReceiverUrl, isRefusedAddress } from '../../src/plugins/app/webhooks/address-guard';
import { attemptDelivery } from '../../src/plugins/app/webhooks/deliver';
import { signatureHeader, verifySignature } from '../../src/plugins/app/webhooks/signature';

const strict = { allowLoopback: false, allowHttp: false };
const local = { allowLoopback: true, allowHttp: true };

describe('the receiver address check', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.0.1',
    '100.64.0.1',
    '169.254.169.254',
    '169.254.1.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a9fe:a9fe',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address, strict)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'accepts %s',
    (address) => {
      expect(isRefusedAddress(address, strict)).toBe(false);
    },
  );

  it('lets loopback through in local mode only, and nothing else private', () => {
    expect(isRefusedAddress('127.0.0.1', local)).toBe(false);
    expect(isRefusedAddress('::1', local)).toBe(false);
    expect(isRefusedAddress('10.0.0.1', local)).toBe(true);
    expect(isRefusedAddress('169.254.169.254', local)).toBe(true);
  });

  it('checks every address a name resolves to, after resolution', async () => {
    const resolvesTo =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    expect(
      await checkReceiverUrl('https://hooks.example.com/x', strict, resolvesTo('93.184.216.34')),
    ).toMatchObject({ ok: true, address: { address: '93.184.216.34' } });
    expect(
      await checkReceiverUrl('https://rebind.example.com/x', strict, resolvesTo('93.184.216.34', '10.0.0.2')),
    ).toEqual({ ok: false, problem: 'privateAddress' });
    expect(
      await checkReceiverUrl('https://meta.example.com/x', strict, resolvesTo('169.254.169.254')),
    ).toEqual({ ok: false, problem: 'privateAddress' });
    expect(
      await checkReceiverUrl('https://gone.example.com/x', strict, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).toEqual({ ok: false, problem: 'unresolvable' });
  });

  it('wants https outside local mode, and no credentials in the URL', async () => {
    const publicHost = async () => [{ address: '93.184.216.34', family: 4 }];
    expect(await checkReceiverUrl('http://hooks.example.com/x', strict, publicHost)).toEqual({
      ok: false,
      problem: 'httpsOnly',
    });
    expect(await checkReceiverUrl('http://hooks.example.com/x', local, publicHost)).toMatchObject({
      ok: true,
    });
    expect(await checkReceiverUrl('https://user:pw@hooks.example.com/x', strict, publicHost)).toEqual({
      ok: false,
      problem: 'credentials',
    });
  });
});

describe('the delivery signature', () => {
  const secret = 'whsec_test';
  const body = '{"id":"1","type":"test"}';
  const now = 1_800_000_000_000;
  const t = now / 1000;

  it('is an HMAC-SHA256 of the timestamp and the body that a receiver verifies', () => {
    const header = signatureHeader(secret, body, t);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verifySignature(header, body, secret, { now })).toBe(true);
  });

  it('fails for another secret, another body, another timestamp or an old one', () => {
    const header = signatureHeader(secret, body, t);
    expect(verifySignature(header, body, 'whsec_other', { now })).toBe(false);
    expect(verifySignature(header, body.replace('test', 'tost'), secret, { now })).toBe(false);
    expect(verifySignature(header.replace(`t=${t}`, `t=${t + 1}`), body, secret, { now })).toBe(false);
    expect(verifySignature(header, body, secret, { now: now + 301_000 })).toBe(false);
    expect(verifySignature('v1=abc', body, secret, { now })).toBe(false);
  });
});

describe('one delivery attempt', () => {
  const serve = async (handler: Parameters<typeof createServer>[1]) => {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/in`,
      close: () => {
        server.closeAllConnections();
        server.close();
      },
    };
  };

  it('does not follow a redirect: a 3xx is a failure', async () => {
    const receiver = await serve((_request, response) =>
      response.writeHead(302, { location: 'http://169.254.169.254/' }).end(),
    );
    try {
      const result = await attemptDelivery({ url: receiver.url, secret: 's', body: '{}' }, local, {
        userAgent: 'test',
      });
      expect(result).toMatchObject({ ok: false, status: 302, error: 'HTTP 302' });
    } finally {
      receiver.close();
    }
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const receiver = await serve(() => undefined);
    try {
      const result = await attemptDelivery({ url: receiver.url, secret: 's', body: '{}' }, local, {
        userAgent: 'test',
        timeoutMs: 300,
      });
      expect(result).toMatchObject({
        ok: false,
        status: null,
        error: 'timed out after 0.3 s',
      });
      expect(result.durationMs).toBeGreaterThanOrEqual(250);
    } finally {
      receiver.close();
    }
  });

  it('refuses a private receiver before connecting to it', async () => {
    const result = await attemptDelivery(
      { url: 'https://10.0.0.1/in', secret: 's', body: '{}' },
      { allowLoopback: false, allowHttp: false },
      { userAgent: 'test' },
    );
    expect(result).toMatchObject({ ok: false, status: null, error: 'refused: privateAddress' });
  });
});
