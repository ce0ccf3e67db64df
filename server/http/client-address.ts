import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** The address at the other end of the TCP connection: set by the network, never by a header. */
export function socketAddress(c: Context<AppEnv>): string | undefined {
  return c.env?.incoming?.socket?.remoteAddress;
}

/** The caller's address for rate limiting; X-Forwarded-For only when behind a trusted proxy. */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
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
