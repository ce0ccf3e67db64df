import type { TokenPair } from '../contract';

/** What a session keeps: the two tokens of a pair (the server's `expiresIn` is not stored). */
export type Tokens = Pick<TokenPair, 'accessToken' | 'refreshToken'>;

/**
 * Where the session's tokens live. `get` returns the same object until the tokens change,
 * so `get` and `subscribe` can feed React's `useSyncExternalStore` directly.
 */
export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens): void;
  clear(): void;
  /** Calls `listener` after every `set` and `clear`; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The two fixed keys the tokens are stored under, in cookies and in localStorage alike. */
export const TOKEN_KEYS = { accessToken: 'kampus.accessToken', refreshToken: 'kampus.refreshToken' } as const;

/** A place that holds strings by key: cookies, localStorage, memory. */
export interface TokenBackend {
  read(key: string): string | null;
  write(key: string, value: string): void;
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
    set({ accessToken, refreshToken }) {
      backend.write(TOKEN_KEYS.accessToken, accessToken);
      backend.write(TOKEN_KEYS.refreshToken, refreshToken);
      notify();
    },
    clear() {
      backend.remove(TOKEN_KEYS.accessToken);
      backend.remove(TOKEN_KEYS.refreshToken);
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
