import type { TokenPair } from '../contract';

/** What a session keeps: the two tokens of a pair (the server's `expiresIn` is not stored). */
export type Tokens = Pick<TokenPair, 'accessToken' | 'refreshToken'>;

/**
 * Where the session's tokens live. `get` returns the same object until the tokens change,
 * so `get` and `subscribe` can feed React's `useSyncExternalStore` directly.
 */
export interface SessionPersistence {
  /**
   * true: the tokens outlive the browser (cookies for half a day). false: they end with the
   * browser session ('Keep me signed in' unticked). Left out, the stored session's choice is
   * kept, so a refreshed pair lives as long as the one it replaces.
   */
  persist?: boolean;
}

export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens, options?: SessionPersistence): void;
  clear(): void;
  /** Calls `listener` after every `set` and `clear`; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The two fixed keys the tokens are stored under, in cookies and in localStorage alike. */
export const TOKEN_KEYS = { accessToken: 'kampus.accessToken', refreshToken: 'kampus.refreshToken' } as const;

/** Present (with the value 'browser') while the stored session is one that ends with the browser. */
export const SESSION_MODE_KEY = 'kampus.sessionMode';

/** A place that holds strings by key: cookies, localStorage, memory. */
export interface TokenBackend {
  read(key: string): string | null;
  /** `persist: false` asks for a value that ends with the browser session, where the backend can. */
  write(key: string, value: string, persist: boolean): void;
  remove(key: string): void;
}

/** A TokenStore over any backend: a stable snapshot and change notification. */
export function createTokenStore(backend: TokenBackend): TokenStore {
  const listeners = new Set<() => void>();
  let snapshot: Tokens | null = null;
  const notify = () => listeners.forEach((listener) => listener());

  return {
    get() {
      const accessToken = backend.read(TOKEN_KEYS.accessToken);
      const refreshToken = backend.read(TOKEN_KEYS.refreshToken);
      if (!accessToken || !refreshToken) {
        snapshot = null;
      } else if (snapshot?.accessToken !== accessToken || snapshot.refreshToken !== refreshToken) {
        snapshot = { accessToken, refreshToken };
      }
      return snapshot;
    },
    set({ accessToken, refreshToken }, options = {}) {
      const persist = options.persist ?? backend.read(SESSION_MODE_KEY) !== 'browser';
      backend.write(TOKEN_KEYS.accessToken, accessToken, persist);
      backend.write(TOKEN_KEYS.refreshToken, refreshToken, persist);
      if (persist) backend.remove(SESSION_MODE_KEY);
      else backend.write(SESSION_MODE_KEY, 'browser', false);
      notify();
    },
    clear() {
      backend.remove(TOKEN_KEYS.accessToken);
      backend.remove(TOKEN_KEYS.refreshToken);
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
