import { createTokenStore, type TokenStore } from './tokenStore';

/** Half a day, in seconds. */
export const COOKIE_MAX_AGE_SECONDS = 43_200;

export interface CookieStoreOptions {
  /** Where cookies are read and written: the page's document by default. */
  jar?: Pick<Document, 'cookie'>;
  /** Whether cookies get `Secure`: by default, when the page is served over https. */
  secure?: () => boolean;
}

const servedOverHttps = () => globalThis.location?.protocol === 'https:';

/**
 * The default store: the access token in a cookie (path /, SameSite Strict, Secure on https,
 * half a day; or, for a session that ends with the browser, no Max-Age at all). The refresh
 * token is the server's HttpOnly cookie, which this store never sees.
 */
export function createCookieStore({ jar, secure = servedOverHttps }: CookieStoreOptions = {}): TokenStore {
  // No document when the app is rendered at build time: no cookies, so no session.
  const cookies = (): Pick<Document, 'cookie'> => jar ?? (typeof document === 'undefined' ? { cookie: '' } : document);
  const write = (key: string, value: string, maxAge: number | null) => {
    const lifetime = maxAge === null ? [] : [`Max-Age=${maxAge}`];
    const attributes = [`Path=/`, ...lifetime, 'SameSite=Strict', ...(secure() ? ['Secure'] : [])];
    cookies().cookie = [`${key}=${encodeURIComponent(value)}`, ...attributes].join('; ');
  };

  return createTokenStore({
    read(key) {
      const prefix = `${key}=`;
      const found = cookies()
        .cookie.split('; ')
        .find((cookie) => cookie.startsWith(prefix));
      return found ? decodeURIComponent(found.slice(prefix.length)) : null;
    },
    write: (key, value, persist) => write(key, value, persist ? COOKIE_MAX_AGE_SECONDS : null),
    remove: (key) => write(key, '', 0),
  });
}
