import { afterEach, expect, it, vi } from 'vitest';
import { createLocalStorageStore } from './localStorageStore';
import { TOKEN_KEYS } from './tokenStore';

const pair = { accessToken: 'a', refreshToken: 'r' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('keeps both tokens in localStorage under the fixed keys', () => {
  const store = createLocalStorageStore();
  store.set(pair);

  expect(localStorage.getItem(TOKEN_KEYS.accessToken)).toBe('a');
  expect(localStorage.getItem(TOKEN_KEYS.refreshToken)).toBe('r');
  expect(store.get()).toEqual(pair);
  expect(store.get()).toBe(store.get());
});

it('removes both tokens on clear and notifies subscribers', () => {
  const store = createLocalStorageStore();
  const listener = vi.fn();
  store.subscribe(listener);
  store.set(pair);
  store.clear();

  expect(localStorage.length).toBe(0);
  expect(store.get()).toBeNull();
  expect(listener).toHaveBeenCalledTimes(2);
});

it('reads tokens another store instance wrote (e.g. after a reload)', () => {
  createLocalStorageStore().set(pair);
  expect(createLocalStorageStore().get()).toEqual(pair);
});

it('can use a storage other than the page default', () => {
  const storage = sessionStorage;
  createLocalStorageStore(storage).set(pair);
  expect(sessionStorage.getItem(TOKEN_KEYS.accessToken)).toBe('a');
  expect(localStorage.length).toBe(0);
  sessionStorage.clear();
});

it('keeps a session that ends with the browser in sessionStorage, also across a refresh', () => {
  const store = createLocalStorageStore();
  store.set(pair, { persist: false });
  expect(sessionStorage.getItem(TOKEN_KEYS.accessToken)).toBe('a');
  expect(localStorage.length).toBe(0);

  createLocalStorageStore().set({ accessToken: 'a2', refreshToken: 'r2' });
  expect(sessionStorage.getItem(TOKEN_KEYS.accessToken)).toBe('a2');
  expect(localStorage.length).toBe(0);

  store.set(pair, { persist: true });
  expect(localStorage.getItem(TOKEN_KEYS.accessToken)).toBe('a');
  expect(sessionStorage.length).toBe(0);
});
