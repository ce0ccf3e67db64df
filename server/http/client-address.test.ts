import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readEnvironment, standardRateLimits } from '../config';
import { createTestApp, uniqueEmail, useTestDatabase } from '../test/test-app';
import type { AppEnv } from './app-env';
import { clientAddress } from './client-address';

const db = useTestDatabase();

/** The address `clientAddress` reads for a request from `socket` carrying `forwardedFor`. */
async function addressOf(trustedProxies: number, forwardedFor: string | undefined, socket = '10.0.0.2') {
  const app = new Hono<AppEnv>().get('/', (c) => c.text(clientAddress(c, trustedProxies)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const env = { incoming: { socket: { remoteAddress: socket } } } as unknown as AppEnv['Bindings'];
  return (await app.request('/', { headers }, env)).text();
}

describe('the client address behind trusted proxies', () => {
  it('is the hop our proxy appended (the right-most), never what the client wrote to its left', async () => {
    expect(await addressOf(1, '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(1, '1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(1, 'evil, 127.0.0.1,1.1.1.1 ,  203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(1, '2001:db8::1')).toBe('2001:db8::1');
  });

  it('is that many hops from the right with several proxies in a row (TRUST_PROXY=2: a CDN, then ours)', async () => {
    // The client wrote 1.1.1.1; the CDN appended the client's address; our proxy appended the CDN's.
    expect(await addressOf(2, '1.1.1.1, 203.0.113.7, 198.51.100.1')).toBe('203.0.113.7');
    expect(await addressOf(3, '1.1.1.1, 203.0.113.7, 198.51.100.1, 198.51.100.2')).toBe('203.0.113.7');
    // Fewer hops than proxies: the farthest known.
    expect(await addressOf(2, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an address with a port or in brackets as the address', async () => {
    expect(await addressOf(1, '203.0.113.7:61234')).toBe('203.0.113.7');
    expect(await addressOf(1, '[2001:db8::1]:443')).toBe('2001:db8::1');
  });

  it('is the connection’s own address without a trusted proxy, without the header, or when the hop is not an address', async () => {
    expect(await addressOf(0, '203.0.113.7')).toBe('10.0.0.2');
    expect(await addressOf(1, undefined)).toBe('10.0.0.2');
    expect(await addressOf(1, '')).toBe('10.0.0.2');
    expect(await addressOf(1, '203.0.113.7, not-an-address')).toBe('10.0.0.2');
  });
});

describe('a per-address limit behind a proxy', () => {
  it('holds when the client rotates the left-most X-Forwarded-For hop', async () => {
    const t = createTestApp(db(), { config: { trustProxy: 1 } });
    const limit = standardRateLimits.codeMailsPerAddress.limit;
    const statuses: number[] = [];
    for (let n = 0; n < limit + 5; n += 1) {
      const res = await t.request('POST', '/v1/auth/register', {
        json: { firstname: 'Ada', lastname: 'Obi', email: uniqueEmail(), password: 'correct-horse' },
        // A new forged address each time; the proxy always appends the one it saw.
        headers: { 'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${n % 250}, 203.0.113.50` },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(limit);
    expect(statuses.slice(limit)).toEqual(Array.from({ length: 5 }, () => 429));

    // Another client behind the same proxy is not affected.
    const other = await t.request('POST', '/v1/auth/register', {
      json: { firstname: 'Ngozi', lastname: 'Eze', email: uniqueEmail(), password: 'correct-horse' },
      headers: { 'x-forwarded-for': '198.18.0.1, 203.0.113.51' },
    });
    expect(other.status).toBe(201);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['off', 0],
    ['0', 0],
    ['false', 0],
    ['on', 1],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['10', 10],
  ])('%j trusts %i proxies', (setting, hops) => {
    expect(readEnvironment({ TRUST_PROXY: setting }).trustProxy).toBe(hops);
  });

  it.each(['11', '-1', '1.5', 'maybe', '2 proxies'])('refuses %j, saying what it takes', (setting) => {
    expect(() => readEnvironment({ TRUST_PROXY: setting })).toThrow(
      `TRUST_PROXY must be off, on (one proxy) or the number of proxies in front of Kampus, 1 to 10, got '${setting}'`,
    );
  });
});
