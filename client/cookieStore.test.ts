import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_MAX_AGE_SECONDS, createCookieStore } from './cookieStore';
import { recordingJar } from './testing';
import { ACCESS_TOKEN_KEY, LEGACY_REFRESH_TOKEN_KEY } from './tokenStore';

const session = { accessToken: 'access value;' };

describe('cookie token store', () => {
  afterEach(() => createCookieStore().clear());

  it('writes the access token alone with path /, SameSite Strict and half a day of life', () => {
    const jar = recordingJar();
    createCookieStore({ jar }).set(session);

    expect(COOKIE_MAX_AGE_SECONDS).toBe(12 * 60 * 60);
    expect(jar.written).toEqual([
      'kampus.accessToken=access%20value%3B; Path=/; Max-Age=43200; SameSite=Strict',
      'kampus.sessionMode=; Path=/; Max-Age=0; SameSite=Strict',
    ]);
  });

  it('writes a session cookie (no Max-Age) when the session must end with the browser', () => {
    const jar = recordingJar();
    createCookieStore({ jar }).set(session, { persist: false });
    expect(jar.written).toEqual([
      'kampus.accessToken=access%20value%3B; Path=/; SameSite=Strict',
      'kampus.sessionMode=browser; Path=/; SameSite=Strict',
    ]);
  });

  it('keeps a browser-only session browser-only when the access token is renewed', () => {
    const store = createCookieStore();
    store.set(session, { persist: false });
    const jar = recordingJar(document.cookie);
    createCookieStore({ jar }).set({ accessToken: 'renewed' });
    expect(jar.written[0]).toBe('kampus.accessToken=renewed; Path=/; SameSite=Strict');
    store.set(session, { persist: true });
    expect(document.cookie).not.toContain('kampus.sessionMode');
  });

  it('marks the cookies Secure when told the page is on https', () => {
    const jar = recordingJar();
    createCookieStore({ jar, secure: () => true }).set(session);
    expect(jar.written.every((cookie) => cookie.endsWith('; SameSite=Strict; Secure'))).toBe(true);
  });

  it('clears the session by expiring its cookies', () => {
    const jar = recordingJar();
    createCookieStore({ jar }).clear();
    expect(jar.written).toEqual([
      'kampus.accessToken=; Path=/; Max-Age=0; SameSite=Strict',
      'kampus.sessionMode=; Path=/; Max-Age=0; SameSite=Strict',
    ]);
  });

  it('round-trips through the document and is empty after clear', () => {
    const store = createCookieStore();
    expect(store.get()).toBeNull();

    store.set(session);
    expect(store.get()).toEqual(session);
    expect(document.cookie).toBe(`${ACCESS_TOKEN_KEY}=access%20value%3B`);

    store.clear();
    expect(store.get()).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('is signed in with the access token alone: the refresh token is not its business', () => {
    document.cookie = `${ACCESS_TOKEN_KEY}=a; Path=/`;
    expect(createCookieStore().get()).toEqual({ accessToken: 'a' });
  });

  it.each([
    ['the session is first read', (store: ReturnType<typeof createCookieStore>) => store.get()],
    ['a session is first stored', (store: ReturnType<typeof createCookieStore>) => store.set({ accessToken: 'a' })],
  ])('deletes a refresh-token cookie an earlier version left at path / when %s', (_, firstUse) => {
    document.cookie = `${LEGACY_REFRESH_TOKEN_KEY}=old-refresh; Path=/; Max-Age=43200; SameSite=Strict`;
    document.cookie = `${ACCESS_TOKEN_KEY}=old-access; Path=/; Max-Age=43200; SameSite=Strict`;
    const jar = recordingJar(document.cookie);
    firstUse(createCookieStore({ jar }));
    expect(jar.written[0]).toBe('kampus.refreshToken=; Path=/; Max-Age=0; SameSite=Strict');

    const store = createCookieStore();
    expect(store.get()).not.toBeNull();
    expect(document.cookie).toBe(`${ACCESS_TOKEN_KEY}=old-access`);
  });

  it('writes nothing for the refresh token when there is none to delete', () => {
    const jar = recordingJar(`${ACCESS_TOKEN_KEY}=a`);
    const store = createCookieStore({ jar });
    store.get();
    store.get();
    expect(jar.written).toEqual([]);
  });

  it('returns the same snapshot until the token changes, and notifies subscribers', () => {
    const store = createCookieStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.set(session);
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set({ accessToken: 'next' });
    expect(store.get()).not.toBe(first);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
