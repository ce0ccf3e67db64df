/**
 * Where the login sends a visitor back to: a page of this site they were on before (a guest who
 * pressed Save, or opened a protected page). Only a same-site path is taken, so a link such as
 * /login?next=https://evil.example cannot send someone elsewhere after they log in.
 */

/** The auth pages themselves: returning to one of them after logging in would make no sense. */
const AUTH_PAGES = ['/login', '/register', '/forget-password', '/verify-email', '/reset-password'];

const BASE = 'https://kampus.invalid';

/**
 * One leading slash, then not a second slash or backslash: '//evil.example' and '/\\evil.example'
 * are addresses on another host.
 */
const ROOTED_PATH = /^\/(?![/\\])/;

/** The address `path` names, relative to this site, when it stays on this site. */
function onThisSite(path: string): URL | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/** `value` when it is a path on this site ('/product/x?a=1#b'), else null. */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // No control characters, which browsers strip before parsing, and no backslash, which they read as a slash.
  if (!ROOTED_PATH.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  const url = onThisSite(value);
  if (!url) return null;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Resolving dot segments can make a second leading slash ('/..//evil.example' is '//evil.example'):
  // the path returned is checked as it will be used, not only as it came.
  return ROOTED_PATH.test(path) && onThisSite(path) ? path : null;
}

/**
 * The page to return to after logging in: `?next=` first (it survives a reload of /login), then
 * the page a guard sent the visitor away from (router state `from`), else null.
 */
export function returnPathAfterLogin(search: string, state: unknown): string | null {
  const next = new URLSearchParams(search).get('next');
  if (next !== null) {
    const path = sameSitePath(next);
    if (path) return path;
  }
  return sameSitePath((state as { from?: unknown } | null)?.from);
}
