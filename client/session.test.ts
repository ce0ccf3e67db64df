import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import type { TokenPair } from '../contract';
import { endSession, getSession, isAuthenticated, startSession, subscribeSession } from './session';
import { BASE, setupTestClient } from './testing';

const { server, client } = setupTestClient();

const pair = { accessToken: 'a', refreshToken: 'r' };

it('follows the configured store: authenticated means an access token is stored', () => {
  const listener = vi.fn();
  subscribeSession(listener);
  expect(isAuthenticated()).toBe(false);

  const loginAnswer: TokenPair = { ...pair, expiresIn: 900 };
  startSession(loginAnswer);
  expect(getSession()).toEqual(pair);
  expect(getSession()).toBe(client.store.get());
  expect(isAuthenticated()).toBe(true);
  expect(listener).toHaveBeenCalledTimes(1);
});

it('endSession deletes both tokens and tells the server with the refresh token', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${BASE}/auth/logout`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: { message: 'You are logged out' } });
    }),
  );
  startSession(pair);

  await endSession();
  expect(getSession()).toBeNull();
  expect(bodies).toEqual([{ refreshToken: 'r' }]);
});

it('endSession signs out even when the server cannot be reached', async () => {
  server.use(http.post(`${BASE}/auth/logout`, () => HttpResponse.error()));
  startSession(pair);

  await expect(endSession()).resolves.toBeUndefined();
  expect(getSession()).toBeNull();
});
