import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { API_CONTENT_SECURITY_POLICY } from './content-security-policy';

export interface SecurityHeaderOptions {
  /** PUBLIC_ORIGIN: an https origin means the deployment is served over TLS. */
  publicOrigin: string | undefined;
  /** Proxies of ours in front of the server (0: none): only then is X-Forwarded-Proto believed. */
  trustProxy: number;
}

/** Browser features no page of Kampus uses are denied; the camera stays ours for ticket check-in. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Whether the browser reached us over https. An https PUBLIC_ORIGIN counts for every response:
 * TLS then ends at a proxy in front of us (browsers ignore HSTS that arrives over plain http).
 */
function servedOverHttps(c: Context<AppEnv>, options: SecurityHeaderOptions): boolean {
  if (options.publicOrigin?.startsWith('https://')) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (options.trustProxy <= 0) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

const isApi = (requestPath: string) => requestPath === '/v1' || requestPath.startsWith('/v1/');

/**
 * Headers on every response; API answers are not cached unless a route says otherwise. A
 * Content-Security-Policy a route set itself (files, the web app's HTML) is kept.
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'DENY');
    c.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (servedOverHttps(c, options)) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (!isApi(c.req.path)) return;
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
  };
}
