import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { currentUserSchema, type CurrentUser } from '../contract';
import { configureClient } from './config';
import { createCookieStore } from './cookieStore';
import { ApiError, GENERIC_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, SESSION_EXPIRED_MESSAGE } from './errors';
import { api } from './http';
import { BASE, refreshEndpoint, refreshSucceeds, setupTestClient, STALE_SESSION } from './testing';

const { server, client } = setupTestClient();

const user: CurrentUser = {
  id: 'u1',
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada@unilag.edu.ng',
  university: null,
  avatar: null,
  universityId: null,
  phone: null,
  kycStatus: 'NOT_SUBMITTED',
  role: 'user',
};

/** GET and PATCH user: the user for 'Bearer fresh-access', a 401 otherwise; records each call. */
function userEndpoint() {
  const calls: { authorization: string | null; body: string }[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const authorization = request.headers.get('authorization');
    calls.push({ authorization, body: await request.text() });
    return authorization === 'Bearer fresh-access'
      ? HttpResponse.json({ data: user })
      : HttpResponse.json({ message: 'Your session has ended' }, { status: 401 });
  };
  server.use(http.get(`${BASE}/user`, answer), http.patch(`${BASE}/user`, answer));
  return calls;
}

describe('api helpers', () => {
  it('send the stored access token as a bearer header and resolve to the parsed data', async () => {
    client.store.set({ accessToken: 'fresh-access' });
    const calls = userEndpoint();

    await expect(api.get('user', currentUserSchema)).resolves.toEqual(user);
    expect(calls.map((call) => call.authorization)).toEqual(['Bearer fresh-access']);
  });

  it("keep a list's page beside its data with getPage, and fail like get on an answer that breaks the contract", async () => {
    const pageSchema = v.object({ data: v.array(v.string()), page: v.object({ total: v.number() }) });
    server.use(http.get(`${BASE}/things`, () => HttpResponse.json({ data: ['a', 'b'], page: { total: 7 } })));
    await expect(api.getPage('things', pageSchema)).resolves.toEqual({ data: ['a', 'b'], page: { total: 7 } });
    server.use(http.get(`${BASE}/things`, () => HttpResponse.json({ data: ['a'] })));
    await expect(api.getPage('things', pageSchema)).rejects.toMatchObject({ message: GENERIC_ERROR_MESSAGE, status: 0 });
  });

  it('send no authorization header without a session', async () => {
    const calls = userEndpoint();
    await expect(api.get('/user/', currentUserSchema)).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((call) => call.authorization)).toEqual([null]);
  });

  it('on a 401 post {} to auth/refresh-token once, store the new access token and repeat the request with it and its body', async () => {
    client.store.set(STALE_SESSION);
    const calls = userEndpoint();
    const refresh = refreshSucceeds();
    server.use(refresh.handler);

    await expect(api.patch('user', currentUserSchema, { firstname: 'Ada' })).resolves.toEqual(user);
    expect(refresh.calls).toEqual([{}]);
    expect(refresh.credentials).toEqual(['same-origin']);
    expect(calls).toEqual([
      { authorization: 'Bearer stale-access', body: '{"firstname":"Ada"}' },
      { authorization: 'Bearer fresh-access', body: '{"firstname":"Ada"}' },
    ]);
    expect(client.store.get()).toEqual({ accessToken: 'fresh-access' });
  });

  it('do not retry a second 401 after the retry', async () => {
    client.store.set(STALE_SESSION);
    let userCalls = 0;
    server.use(
      http.get(`${BASE}/user`, () => {
        userCalls += 1;
        return HttpResponse.json({ message: 'Not allowed' }, { status: 401 });
      }),
    );
    const refresh = refreshSucceeds();
    server.use(refresh.handler);

    await expect(api.get('user', currentUserSchema)).rejects.toMatchObject({ status: 401, message: 'Not allowed' });
    expect(userCalls).toBe(2);
    expect(refresh.calls).toHaveLength(1);
    expect(client.onSessionExpired).not.toHaveBeenCalled();
  });

  it('share one refresh between concurrent 401s', async () => {
    client.store.set(STALE_SESSION);
    userEndpoint();
    const refresh = refreshSucceeds();
    server.use(refresh.handler);

    const answers = await Promise.all([1, 2, 3, 4].map(() => api.get('user', currentUserSchema)));
    expect(answers).toEqual([user, user, user, user]);
    expect(refresh.calls).toHaveLength(1);
  });

  it('retry with a token renewed meanwhile without refreshing again', async () => {
    client.store.set(STALE_SESSION);
    const refresh = refreshSucceeds();
    server.use(
      refresh.handler,
      http.get(`${BASE}/user`, ({ request }) => {
        if (request.headers.get('authorization') === 'Bearer fresh-access') return HttpResponse.json({ data: user });
        client.store.set({ accessToken: 'fresh-access' });
        return HttpResponse.json({ message: 'expired' }, { status: 401 });
      }),
    );

    await expect(api.get('user', currentUserSchema)).resolves.toEqual(user);
    expect(refresh.calls).toHaveLength(0);
  });

  it.each([
    'login',
    'register',
    'verify-email',
    'verify-email/',
    'resend-code',
    'refresh-token',
    'forgot-password',
    'verify-reset-code',
    'reset-password',
    'logout',
  ])('never refresh on a 401 from auth/%s', async (endpoint) => {
    client.store.set(STALE_SESSION);
    const calls: string[] = [];
    server.use(
      http.post(`${BASE}/auth/*`, ({ request }) => {
        calls.push(new URL(request.url).pathname);
        return HttpResponse.json({ message: 'Please verify your email first.' }, { status: 401 });
      }),
    );

    await expect(api.post(`auth/${endpoint}`, v.unknown(), {})).rejects.toMatchObject({
      status: 401,
      message: 'Please verify your email first.',
    });
    expect(calls).toEqual([`/v1/auth/${endpoint.replace(/\/$/, '')}`]);
  });

  it('when the refresh is refused, clear the session, report it expired and surface the original error', async () => {
    client.store.set(STALE_SESSION);
    userEndpoint();
    const refresh = refreshEndpoint(() => HttpResponse.json({ message: 'Session revoked' }, { status: 401 }));
    server.use(refresh.handler);

    const failures = await Promise.all([1, 2].map(() => api.get('user', currentUserSchema).catch((error: unknown) => error)));
    expect(failures).toEqual([expect.any(ApiError), expect.any(ApiError)]);
    expect(failures[0]).toMatchObject({ status: 401, message: 'Your session has ended' });
    expect(client.store.get()).toBeNull();
    expect(client.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(client.onSessionExpired).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(refresh.calls).toHaveLength(1);
  });

  it("pass a guest's 401 through without refreshing or reporting an expired session", async () => {
    userEndpoint();
    const refresh = refreshSucceeds();
    server.use(refresh.handler);

    await expect(api.get('user', currentUserSchema)).rejects.toMatchObject({ status: 401 });
    expect(refresh.calls).toHaveLength(0);
    expect(client.onSessionExpired).not.toHaveBeenCalled();
  });

  it('keep the session when the refresh call cannot reach the server', async () => {
    client.store.set(STALE_SESSION);
    userEndpoint();
    server.use(refreshEndpoint(() => HttpResponse.error()).handler);

    await expect(api.get('user', currentUserSchema)).rejects.toMatchObject({ status: 401 });
    expect(client.store.get()).toEqual(STALE_SESSION);
    expect(client.onSessionExpired).not.toHaveBeenCalled();
  });

  it('keep the session when the refresh call meets a server fault', async () => {
    client.store.set(STALE_SESSION);
    userEndpoint();
    server.use(refreshEndpoint(() => HttpResponse.json({ message: 'down' }, { status: 503 })).handler);

    await expect(api.get('user', currentUserSchema)).rejects.toMatchObject({ status: 401 });
    expect(client.store.get()).toEqual(STALE_SESSION);
    expect(client.onSessionExpired).not.toHaveBeenCalled();
  });

  it('never write a refresh token where script can read it, even when an answer carries one', async () => {
    const store = createCookieStore();
    configureClient({ store });
    try {
      store.set(STALE_SESSION);
      userEndpoint();
      const refresh = refreshEndpoint(() =>
        HttpResponse.json({ data: { accessToken: 'fresh-access', refreshToken: 'leaked-refresh', expiresIn: 900 } }),
      );
      server.use(refresh.handler);

      await expect(api.get('user', currentUserSchema)).resolves.toEqual(user);
      expect(refresh.calls).toEqual([{}]);
      expect(document.cookie).toBe('kampus.accessToken=fresh-access');
      expect(store.get()).toEqual({ accessToken: 'fresh-access' });
    } finally {
      store.clear();
    }
  });

  it('let a logout made while the refresh was under way stand', async () => {
    client.store.set(STALE_SESSION);
    userEndpoint();
    server.use(
      refreshEndpoint(() => {
        client.store.clear();
        return HttpResponse.json({ data: { accessToken: 'fresh-access', expiresIn: 900 } });
      }).handler,
    );

    await expect(api.get('user', currentUserSchema)).rejects.toMatchObject({ status: 401 });
    expect(client.store.get()).toBeNull();
    expect(client.onSessionExpired).not.toHaveBeenCalled();
  });

  describe('with other tabs (Web Locks)', () => {
    const lockNames: string[] = [];
    afterEach(() => {
      lockNames.length = 0;
      Reflect.deleteProperty(navigator, 'locks');
    });

    /** A lock manager whose lock is granted after `whileWaiting` ran, as if another tab held it meanwhile. */
    function installLocks(whileWaiting: () => void) {
      const request = async (name: string, task: () => Promise<unknown>) => {
        lockNames.push(name);
        whileWaiting();
        return task();
      };
      Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    }

    it('renew under one lock shared by the tabs', async () => {
      installLocks(() => undefined);
      client.store.set(STALE_SESSION);
      userEndpoint();
      const refresh = refreshSucceeds();
      server.use(refresh.handler);

      await expect(api.get('user', currentUserSchema)).resolves.toEqual(user);
      expect(lockNames).toEqual(['kampus.renewSession']);
      expect(refresh.calls).toHaveLength(1);
    });

    it('use the token another tab renewed while this one waited, without a refresh of its own', async () => {
      installLocks(() => client.store.set({ accessToken: 'fresh-access' }));
      client.store.set(STALE_SESSION);
      const calls = userEndpoint();
      const refresh = refreshSucceeds();
      server.use(refresh.handler);

      await expect(api.get('user', currentUserSchema)).resolves.toEqual(user);
      expect(refresh.calls).toHaveLength(0);
      expect(calls.map((call) => call.authorization)).toEqual(['Bearer stale-access', 'Bearer fresh-access']);
    });
  });
});

describe('ApiError', () => {
  it("carries the server's message and per-field errors", async () => {
    server.use(
      http.post(`${BASE}/auth/register`, () =>
        HttpResponse.json(
          { message: 'Please correct the highlighted fields', errors: { email: 'Email must be a valid email' } },
          { status: 400 },
        ),
      ),
    );

    const error = await api.post('auth/register', v.unknown(), { email: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please correct the highlighted fields',
      fieldErrors: { email: 'Email must be a valid email' },
    });
  });

  it.each([
    ['an empty body', () => new HttpResponse(null, { status: 502 }), 502],
    ['a body that is not JSON', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }), 502],
    ['a body without a message', () => HttpResponse.json({ error: 'x' }, { status: 500 }), 500],
  ])('falls back to the generic message for %s', async (_, answer, status) => {
    server.use(http.get(`${BASE}/university`, answer));
    await expect(api.get('university', v.unknown())).rejects.toMatchObject({
      status,
      message: GENERIC_ERROR_MESSAGE,
      fieldErrors: {},
    });
  });

  it('says the server could not be reached on a network failure', async () => {
    server.use(http.get(`${BASE}/university`, () => HttpResponse.error()));
    await expect(api.get('university', v.unknown())).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('reports an answer that breaks the contract with the generic message', async () => {
    server.use(http.get(`${BASE}/user`, () => HttpResponse.json({ data: { id: 1 } })));
    await expect(api.get('user', currentUserSchema)).rejects.toMatchObject({ status: 0, message: GENERIC_ERROR_MESSAGE });
  });

  it('lets an abort through unchanged', async () => {
    server.use(http.get(`${BASE}/university`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const pending = api.get('university', v.unknown(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
