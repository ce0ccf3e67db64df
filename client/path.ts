import { clientConfig } from './config';

/** An API path as a string or as segments: 'user', ['university'], ['product', 42]. */
export type ApiKey = string | readonly (string | number)[];

/** '.' and '..', also percent-encoded: a URL parser resolves them, which would climb out of the endpoint. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Characters of a segment that would end the path or start a new segment when the URL is parsed
 * ('?', '#', a backslash, which browsers read as a slash) or change what follows ('%'): a slug or
 * an id from an address is sent as written, never as a query or another path.
 */
const STRUCTURAL = /[?#%\\]/g;

/**
 * Joins the key's segments with slashes, each trimmed of leading and trailing slashes. The
 * segments of an array are values (ids, slugs from the address bar): their `?`, `#`, `%` and
 * backslashes are encoded, and a dot segment is refused, so a crafted slug such as '../wallet'
 * cannot make the client call another endpoint with the visitor's token.
 */
export function toApiPath(key: ApiKey): string {
  const segments =
    typeof key === 'string' ? [key] : key.map((segment) => String(segment).replace(STRUCTURAL, encodeURIComponent));
  const path = segments
    .map((segment) => String(segment).replace(/^\/+|\/+$/g, ''))
    .filter((segment) => segment !== '')
    .join('/');
  const [pathname = ''] = path.split('?');
  if (pathname.split('/').some((piece) => DOT_SEGMENT.test(piece))) throw new Error(`Not an API path: ${path}`);
  return path;
}

/** The full URL of an API path under the configured base. */
export function apiUrl(key: ApiKey): string {
  return `${clientConfig().baseUrl.replace(/\/+$/, '')}/${toApiPath(key)}`;
}
