import { clientConfig } from './config';

/** An API path as a string or as segments: 'user', ['university'], ['product', 42]. */
export type ApiKey = string | readonly (string | number)[];

/** Joins the key's segments with slashes, each trimmed of leading and trailing slashes. */
export function toApiPath(key: ApiKey): string {
  const segments = typeof key === 'string' ? [key] : key;
  return segments
    .map((segment) => String(segment).replace(/^\/+|\/+$/g, ''))
    .filter((segment) => segment !== '')
    .join('/');
}

/** The full URL of an API path under the configured base. */
export function apiUrl(key: ApiKey): string {
  return `${clientConfig().baseUrl.replace(/\/+$/, '')}/${toApiPath(key)}`;
}
