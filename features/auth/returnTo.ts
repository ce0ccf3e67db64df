/**
 * Where the login sends a visitor back to: a page of this site they were on before (a guest who
 * pressed Save, or opened a protected page). Only a same-site path is taken, so a link such as
 * /login?next=https://evil.example cannot send someone elsewhere after they log in.
 */

/** The auth pages themselves: returning to one of them after logging in would make no sense. */
const AUTH_PAGES = ['/login', '/register', '/forget-password', '/verify-email', '/reset-password'];

/** `value` when it is a path on this site ('/product/x?a=1#b'), else null. */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  // One leading slash, then not a second slash or backslash ('//evil.example' and '/\evil.example'
  // are addresses on another host); no control characters, which browsers strip before parsing.
  if (!/^\/(?![/\\])/.test(value) || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://kampus.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://kampus.invalid') return null;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
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
