import { http, HttpResponse } from 'msw';
import { afterEach, expect, it, vi } from 'vitest';
import type { TokenPair } from '../contract';
import { configureClient } from './config';
import { createCookieStore } from './cookieStore';
import { endSession, getSession, isAuthenticated, startSession, subscribeSession } from './session';
import { BASE, setupTestClient } from './testing';

const { server, client } = setupTestClient();

afterEach(() => createCookieStore().clear());

/** POST auth/logout, recording each call's body and credentials mode. */
function logoutEndpoint(answer = () => HttpResponse.json({ data: { message: 'You are logged out' } })) {
  const calls: { body: unknown; credentials: RequestCredentials; authorization: string | null }[] = [];
  server.use(
    http.post(`${BASE}/auth/logout`, async ({ request }) => {
      calls.push({
        body: await request.json(),
        credentials: request.credentials,
        authorization: request.headers.get('authorization'),
      });
      return answer();
    }),
  );
  return calls;
}

it('follows the configured store: authenticated means an access token is stored', () => {
  const listener = vi.fn();
  subscribeSession(listener);
  expect(isAuthenticated()).toBe(false);

  startSession({ accessToken: 'a' });
  expect(getSession()).toEqual({ accessToken: 'a' });
  expect(getSession()).toBe(client.store.get());
  expect(isAuthenticated()).toBe(true);
  expect(listener).toHaveBeenCalledTimes(1);
});

it('startSession keeps only the access token of an answer that also carries a refresh token', () => {
  const store = createCookieStore();
  const set = vi.spyOn(store, 'set');
  configureClient({ store });
  const nonBrowserAnswer: TokenPair = { accessToken: 'a', refreshToken: 'must-not-be-kept', expiresIn: 900 };

  startSession(nonBrowserAnswer, { persist: false });
  expect(set).toHaveBeenCalledWith({ accessToken: 'a' }, { persist: false });
  expect(getSession()).toEqual({ accessToken: 'a' });
  expect(document.cookie).toBe('kampus.accessToken=a; kampus.sessionMode=browser');
});

it('endSession deletes the access token and posts {} to auth/logout for the cookie to be revoked', async () => {
  const calls = logoutEndpoint();
  startSession({ accessToken: 'a' });

  await endSession();
  expect(getSession()).toBeNull();
  expect(calls).toEqual([{ body: {}, credentials: 'same-origin', authorization: null }]);
});

it('endSession signs out even when the server cannot be reached or fails', async () => {
  logoutEndpoint(() => HttpResponse.error());
  startSession({ accessToken: 'a' });
  await expect(endSession()).resolves.toBeUndefined();
  expect(getSession()).toBeNull();

  logoutEndpoint(() => HttpResponse.json({ message: 'down' }, { status: 503 }));
  startSession({ accessToken: 'a' });
  await expect(endSession()).resolves.toBeUndefined();
  expect(getSession()).toBeNull();
});
