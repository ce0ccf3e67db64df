// @vitest-environment-options {"url": "https://kampus.ng/"}
import { expect, it } from 'vitest';
import { createCookieStore } from './cookieStore';
import { recordingJar } from './testing';

it('marks the cookies Secure on a page served over https', () => {
  const jar = recordingJar();
  expect(location.protocol).toBe('https:');

  createCookieStore({ jar }).set({ accessToken: 'a' }, { persist: false });
  expect(jar.written).toHaveLength(2);
  expect(jar.written.every((cookie) => cookie.split('; ').includes('Secure'))).toBe(true);
});

it('still round-trips through the https document', () => {
  const store = createCookieStore();
  store.set({ accessToken: 'a' });
  expect(store.get()).toEqual({ accessToken: 'a' });
  store.clear();
  expect(store.get()).toBeNull();
});

it('deletes a leftover refresh-token cookie on https too', () => {
  document.cookie = 'kampus.refreshToken=old; Path=/; Secure';
  createCookieStore().get();
  expect(document.cookie).toBe('');
});
