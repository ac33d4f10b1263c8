import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import type { WebhookUrlProblem } from '@venues/contracts/webhooks';

/** What the guard lets through: local mode also lets http and loopback addresses, for tests and demos. */
export type GuardPolicy = { allowLoopback: boolean; allowHttp: boolean };

type Range = { bytes: number[]; bits: number };

const v4 = (cidr: string): Range => {
  const [address = '', bits = '32'] = cidr.split('/');
  return { bytes: address.split('.').map(Number), bits: Number(bits) };
};

/** An IPv6 address as its 16 bytes; an embedded dotted IPv4 tail is read as its 4 bytes. */
function v6Bytes(address: string): number[] | null {
  let text = address.toLowerCase();
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  let tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    tail = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}0:0`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const rest = groups(halves[1]);
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return null;
  const words = [...head, ...Array<string>(Math.max(missing, 0)).fill('0'), ...rest].map((word) =>
    parseInt(word, 16),
  );
  if (words.some((word) => Number.isNaN(word) || word < 0 || word > 0xffff)) return null;
  const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

const v6 = (cidr: string): Range => {
  const [address = '', bits = '128'] = cidr.split('/');
  return { bytes: v6Bytes(address) ?? [], bits: Number(bits) };
};

const inRange = (bytes: number[], range: Range) => {
  for (let bit = 0; bit < range.bits; bit += 8) {
    const take = Math.min(8, range.bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((range.bytes[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
};

const LOOPBACK_V4 = [v4('127.0.0.0/8')];
const LOOPBACK_V6 = [v6('::1/128')];
/** Addresses a receiver may never have: private, shared, link-local, metadata, unspecified, multicast, reserved. */
const REFUSED_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
].map(v4);
const REFUSED_V6 = [
  '::/128',
  'fc00::/7',
  'fe80::/10',
  'fec0::/10',
  'ff00::/8',
  '2001:db8::/32',
  '100::/64',
].map(v6);
/** IPv6 forms that carry an IPv4 address in their last 32 bits: mapped, NAT64, and the old compatible form. */
const EMBEDDING_V4 = [v6('::ffff:0:0/96'), v6('64:ff9b::/96'), v6('::/96')];

/**
 * Whether a receiver at this address is refused. Addresses that carry an IPv4 address are judged by it, so
 * that ::ffff:10.0.0.1 is as private as 10.0.0.1.
 */
export function isRefusedAddress(address: string, policy: Pick<GuardPolicy, 'allowLoopback'>): boolean {
  const family = isIP(address);
  if (family === 4) {
    const bytes = address.split('.').map(Number);
    if (LOOPBACK_V4.some((range) => inRange(bytes, range))) return !policy.allowLoopback;
    return REFUSED_V4.some((range) => inRange(bytes, range));
  }
  if (family !== 6) return true;
  const bytes = v6Bytes(address);
  if (!bytes) return true;
  if (LOOPBACK_V6.some((range) => inRange(bytes, range))) return !policy.allowLoopback;
  if (REFUSED_V6.some((range) => inRange(bytes, range))) return true;
  if (EMBEDDING_V4.some((range) => inRange(bytes, range)))
    return isRefusedAddress(bytes.slice(12).join('.'), policy);
  return false;
}

export type LookupAll = (hostname: string) => Promise<LookupAddress[]>;

export const systemLookup: LookupAll = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

export type UrlVerdict =
  { ok: true; url: URL; address: LookupAddress } | { ok: false; problem: WebhookUrlProblem };

/**
 * Checks a receiver's URL after DNS resolution: the scheme, no credentials in it, and every address its
 * host resolves to. An answer that mixes a public and a private address is refused as a whole, since the
 * connection could reach either. On success, the address to connect to: the one that was checked.
 */
export async function checkReceiverUrl(
  raw: string,
  policy: GuardPolicy,
  lookup: LookupAll = systemLookup,
): Promise<UrlVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem: 'httpsOnly' };
  }
  if (url.protocol !== 'https:' && !(policy.allowHttp && url.protocol === 'http:'))
    return { ok: false, problem: 'httpsOnly' };
  if (url.username || url.password) return { ok: false, problem: 'credentials' };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      return { ok: false, problem: 'unresolvable' };
    }
  }
  const [first] = addresses;
  if (!first) return { ok: false, problem: 'unresolvable' };
  if (addresses.some(({ address }) => isRefusedAddress(address, policy)))
    return { ok: false, problem: 'privateAddress' };
  return { ok: true, url, address: first };
}
