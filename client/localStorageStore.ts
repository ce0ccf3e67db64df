import { createTokenStore, type TokenStore } from './tokenStore';

/** The localStorage variant of the token store (the page's localStorage by default). */
export function createLocalStorageStore(storage?: Storage): TokenStore {
  const items = () => storage ?? localStorage;
  return createTokenStore({
    read: (key) => items().getItem(key),
    write: (key, value) => items().setItem(key, value),
    remove: (key) => items().removeItem(key),
  });
}
