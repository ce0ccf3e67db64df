import { createTokenStore, type TokenStore } from './tokenStore';

/**
 * The Web Storage variant of the token store: localStorage, or sessionStorage for a session that
 * ends with the browser (the page's own storages by default).
 */
export function createLocalStorageStore(storage?: Storage, browserSessionStorage?: Storage): TokenStore {
  const lasting = () => storage ?? localStorage;
  const shortLived = () => browserSessionStorage ?? sessionStorage;
  return createTokenStore({
    read: (key) => shortLived().getItem(key) ?? lasting().getItem(key),
    write: (key, value, persist) => {
      (persist ? shortLived() : lasting()).removeItem(key);
      (persist ? lasting() : shortLived()).setItem(key, value);
    },
    remove: (key) => {
      lasting().removeItem(key);
      shortLived().removeItem(key);
    },
  });
}
