import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_MAX_AGE_SECONDS, createCookieStore } from './cookieStore';
import { recordingJar } from './testing';
import { TOKEN_KEYS } from './tokenStore';

const pair = { accessToken: 'access value', refreshToken: 'refresh;value' };

describe('cookie token store', () => {
  afterEach(() => createCookieStore().clear());

  it('writes both tokens with path /, SameSite Strict and half a day of life', () => {
    const jar = recordingJar();
    createCookieStore({ jar }).set(pair);

    expect(COOKIE_MAX_AGE_SECONDS).toBe(12 * 60 * 60);
    expect(jar.written).toEqual([
      'kampus.accessToken=access%20value; Path=/; Max-Age=43200; SameSite=Strict',
      'kampus.refreshToken=refresh%3Bvalue; Path=/; Max-Age=43200; SameSite=Strict',
      'kampus.sessionMode=; Path=/; Max-Age=0; SameSite=Strict',
    ]);
  });

  it('writes session cookies (no Max-Age) when the session must end with the browser', () => {
    const jar = recordingJar();
    createCookieStore({ jar }).set(pair, { persist: false });
    expect(jar.written).toEqual([
      'kampus.accessToken=access%20value; Path=/; SameSite=Strict',
      'kampus.refreshToken=refresh%3Bvalue; Path=/; SameSite=Strict',
      'kampus.sessionMode=browser; Path=/; SameSite=Strict',
    ]);
  });

  it('keeps a browser-only session browser-only when the pair is refreshed', () => {
    const store = createCookieStore();
    store.set(pair, { persist: false });
    const jar = recordingJar(document.cookie);
    createCookieStore({ jar }).set({ ...pair, accessToken: 'refreshed' });
    expect(jar.written[0]).toBe('kampus.accessToken=refreshed; Path=/; SameSite=Strict');
    store.set(pair, { persist: true });
    expect(document.cookie).not.toContain('kampus.sessionMode');
  });

  it('marks the cookies Secure when told the page is on https', () => {
    const jar = recordingJar();
    createCookieStore({ jar, secure: () => true }).set(pair);
    expect(jar.written.every((cookie) => cookie.endsWith('; SameSite=Strict; Secure'))).toBe(true);
  });

  it('clears both cookies by expiring them', () => {
    const jar = recordingJar();
    createCookieStore({ jar }).clear();
    expect(jar.written).toEqual([
      'kampus.accessToken=; Path=/; Max-Age=0; SameSite=Strict',
      'kampus.refreshToken=; Path=/; Max-Age=0; SameSite=Strict',
      'kampus.sessionMode=; Path=/; Max-Age=0; SameSite=Strict',
    ]);
  });

  it('round-trips through the document and is empty after clear', () => {
    const store = createCookieStore();
    expect(store.get()).toBeNull();

    store.set(pair);
    expect(store.get()).toEqual(pair);
    expect(document.cookie).toContain(`${TOKEN_KEYS.accessToken}=access%20value`);

    store.clear();
    expect(store.get()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('is signed out when only one of the two cookies is left', () => {
    document.cookie = `${TOKEN_KEYS.accessToken}=a; Path=/`;
    expect(createCookieStore().get()).toBeNull();
  });

  it('returns the same snapshot until the tokens change, and notifies subscribers', () => {
    const store = createCookieStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.set(pair);
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set({ ...pair, accessToken: 'next' });
    expect(store.get()).not.toBe(first);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
