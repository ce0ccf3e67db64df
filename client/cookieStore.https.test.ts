// @vitest-environment-options {"url": "https://kampus.ng/"}
import { expect, it } from 'vitest';
import { createCookieStore } from './cookieStore';
import { recordingJar } from './testing';

it('marks the cookies Secure on a page served over https', () => {
  const jar = recordingJar();
  expect(location.protocol).toBe('https:');

  createCookieStore({ jar }).set({ accessToken: 'a', refreshToken: 'r' });
  expect(jar.written).toHaveLength(3);
  expect(jar.written.every((cookie) => cookie.split('; ').includes('Secure'))).toBe(true);
});

it('still round-trips through the https document', () => {
  const store = createCookieStore();
  store.set({ accessToken: 'a', refreshToken: 'r' });
  expect(store.get()).toEqual({ accessToken: 'a', refreshToken: 'r' });
  store.clear();
  expect(store.get()).toBeNull();
});
