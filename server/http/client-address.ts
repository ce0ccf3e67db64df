import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** The address at the other end of the TCP connection: set by the network, never by a header. */
export function socketAddress(c: Context<AppEnv>): string | undefined {
  return c.env?.incoming?.socket?.remoteAddress;
}

/** An address as a proxy may write it in X-Forwarded-For ('[::1]:443', '203.0.113.5:61234'), bare; undefined if it is none. */
function bareAddress(hop: string): string | undefined {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(hop);
  const address = bracketed?.[1] ?? withPort?.[1] ?? hop;
  return isIP(address) ? address : undefined;
}

/**
 * The caller's address for rate limiting. Behind `trustedProxies` proxies (TRUST_PROXY), each of
 * them appended the address it was reached from to X-Forwarded-For, so the caller is that many
 * hops from the right; everything to the left of it the caller wrote and may rotate at will.
 * Without a trusted proxy, or when that hop is not an address, the connection's own address.
 */
export function clientAddress(c: Context<AppEnv>, trustedProxies: number): string {
  const socket = socketAddress(c) ?? 'unknown';
  if (trustedProxies <= 0) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  if (hops.length === 0) return socket;
  // Fewer hops than proxies: the request came in past some of them, and the left-most is the farthest known.
  const hop = hops[Math.max(0, hops.length - trustedProxies)] ?? '';
  return bareAddress(hop) ?? socket;
}

// BlockList also matches the IPv4-mapped IPv6 forms (::ffff:127.0.0.1) against the IPv4 rule.
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for 127.0.0.0/8, ::1 and ::ffff:127.x.x.x; false for anything else, including non-addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const family = isIP(address);
  if (family === 4) return loopback.check(address, 'ipv4');
  if (family === 6) return loopback.check(address, 'ipv6');
  return false;
}

const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * A caller on this machine: the connection's own address is loopback. Headers can only refuse,
 * never admit: a reverse proxy on this machine connects from loopback for every caller on the
 * internet, and marks what it forwards with these headers. TRUST_PROXY plays no part.
 */
export function isLocalCaller(c: Context<AppEnv>): boolean {
  return isLoopbackAddress(socketAddress(c)) && PROXY_HEADERS.every((name) => c.req.header(name) === undefined);
}
