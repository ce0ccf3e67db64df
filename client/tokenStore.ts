import { ACCESS_TOKEN_COOKIE } from '../contract';

/**
 * What the browser keeps of a session: the access token, the only token script may read. The
 * refresh token lives in an HttpOnly cookie the server sets (path /v1/auth), out of reach of
 * the page: no store ever holds it.
 */
export interface StoredSession {
  accessToken: string;
}

export interface SessionPersistence {
  /**
   * true: the token outlives the browser (a cookie for half a day). false: it ends with the
   * browser session ('Keep me signed in' unticked). Left out, the stored session's choice is
   * kept, so a renewed token lives as long as the one it replaces.
   */
  persist?: boolean;
}

/**
 * Where the session's access token lives. `get` returns the same object until the token
 * changes, so `get` and `subscribe` can feed React's `useSyncExternalStore` directly.
 */
export interface TokenStore {
  get(): StoredSession | null;
  set(session: StoredSession, options?: SessionPersistence): void;
  clear(): void;
  /** Calls `listener` after every `set` and `clear`; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The fixed key the access token is stored under, in cookies (which the server reads too) and in Web Storage alike. */
export const ACCESS_TOKEN_KEY = ACCESS_TOKEN_COOKIE;

/**
 * Where earlier versions of the app kept the refresh token themselves (a script-readable
 * cookie at path /, or Web Storage). Whatever is left there is deleted: it must neither leak
 * to scripts nor shadow the server's HttpOnly cookie of the same name.
 */
export const LEGACY_REFRESH_TOKEN_KEY = 'kampus.refreshToken';

/** Present (with the value 'browser') while the stored session is one that ends with the browser. */
export const SESSION_MODE_KEY = 'kampus.sessionMode';

/** A place that holds strings by key: cookies, localStorage, memory. */
export interface TokenBackend {
  read(key: string): string | null;
  /** `persist: false` asks for a value that ends with the browser session, where the backend can. */
  write(key: string, value: string, persist: boolean): void;
  remove(key: string): void;
}

/** A TokenStore over any backend: a stable snapshot, change notification, and the legacy clean-up. */
export function createTokenStore(backend: TokenBackend): TokenStore {
  const listeners = new Set<() => void>();
  let snapshot: StoredSession | null = null;
  let legacyChecked = false;
  const notify = () => listeners.forEach((listener) => listener());
  const forgetLegacyRefreshToken = () => {
    if (legacyChecked) return;
    legacyChecked = true;
    if (backend.read(LEGACY_REFRESH_TOKEN_KEY) !== null) backend.remove(LEGACY_REFRESH_TOKEN_KEY);
  };

  return {
    get() {
      forgetLegacyRefreshToken();
      const accessToken = backend.read(ACCESS_TOKEN_KEY);
      if (!accessToken) snapshot = null;
      else if (snapshot?.accessToken !== accessToken) snapshot = { accessToken };
      return snapshot;
    },
    set({ accessToken }, options = {}) {
      forgetLegacyRefreshToken();
      const persist = options.persist ?? backend.read(SESSION_MODE_KEY) !== 'browser';
      backend.write(ACCESS_TOKEN_KEY, accessToken, persist);
      if (persist) backend.remove(SESSION_MODE_KEY);
      else backend.write(SESSION_MODE_KEY, 'browser', false);
      notify();
    },
    clear() {
      forgetLegacyRefreshToken();
      backend.remove(ACCESS_TOKEN_KEY);
      backend.remove(SESSION_MODE_KEY);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A store that forgets everything on reload: for tests and stories. */
export function createMemoryStore(): TokenStore {
  const values = new Map<string, string>();
  return createTokenStore({
    read: (key) => values.get(key) ?? null,
    write: (key, value) => values.set(key, value),
    remove: (key) => values.delete(key),
  });
}
