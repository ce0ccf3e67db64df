import { afterEach, expect, it, vi } from 'vitest';
import { createLocalStorageStore } from './localStorageStore';
import { ACCESS_TOKEN_KEY, LEGACY_REFRESH_TOKEN_KEY } from './tokenStore';

const session = { accessToken: 'a' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('keeps the access token, and nothing else, in localStorage under the fixed key', () => {
  const store = createLocalStorageStore();
  store.set(session);

  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a');
  expect(localStorage.length).toBe(1);
  expect(store.get()).toEqual(session);
  expect(store.get()).toBe(store.get());
});

it('removes the token on clear and notifies subscribers', () => {
  const store = createLocalStorageStore();
  const listener = vi.fn();
  store.subscribe(listener);
  store.set(session);
  store.clear();

  expect(localStorage.length).toBe(0);
  expect(store.get()).toBeNull();
  expect(listener).toHaveBeenCalledTimes(2);
});

it('reads a token another store instance wrote (e.g. after a reload)', () => {
  createLocalStorageStore().set(session);
  expect(createLocalStorageStore().get()).toEqual(session);
});

it('can use a storage other than the page default', () => {
  const storage = sessionStorage;
  createLocalStorageStore(storage).set(session);
  expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a');
  expect(localStorage.length).toBe(0);
  sessionStorage.clear();
});

it('keeps a session that ends with the browser in sessionStorage, also across a renewal', () => {
  const store = createLocalStorageStore();
  store.set(session, { persist: false });
  expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a');
  expect(localStorage.length).toBe(0);

  createLocalStorageStore().set({ accessToken: 'a2' });
  expect(sessionStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a2');
  expect(localStorage.length).toBe(0);

  store.set(session, { persist: true });
  expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a');
  expect(sessionStorage.length).toBe(0);
});

it('deletes a refresh token an earlier version left in either storage, and keeps the session', () => {
  localStorage.setItem(ACCESS_TOKEN_KEY, 'old-access');
  localStorage.setItem(LEGACY_REFRESH_TOKEN_KEY, 'old-refresh');
  sessionStorage.setItem(LEGACY_REFRESH_TOKEN_KEY, 'old-refresh');

  expect(createLocalStorageStore().get()).toEqual({ accessToken: 'old-access' });
  expect(localStorage.getItem(LEGACY_REFRESH_TOKEN_KEY)).toBeNull();
  expect(sessionStorage.getItem(LEGACY_REFRESH_TOKEN_KEY)).toBeNull();
});
