import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type Mock } from 'vitest';
import { configureClient } from './config';
import { createMemoryStore, type TokenStore } from './tokenStore';

/** Test-only: the API base the tests' MSW handlers answer on. */
export const BASE = 'http://localhost/v1';

export interface TestClient {
  store: TokenStore;
  onSessionExpired: Mock<(message: string) => void>;
}

/** Test-only: an MSW server for the test file, and a fresh memory store and expiry spy per test. */
export function setupTestClient() {
  const server = setupServer();
  const client: TestClient = { store: createMemoryStore(), onSessionExpired: vi.fn() };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    client.store = createMemoryStore();
    client.onSessionExpired = vi.fn();
    configureClient({ baseUrl: BASE, store: client.store, onSessionExpired: client.onSessionExpired });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, client };
}

/** Test-only: POST auth/refresh-token answering with `answer`, recording each call's body and credentials mode. */
export function refreshEndpoint(answer: () => Response | Promise<Response>) {
  const calls: unknown[] = [];
  const credentials: RequestCredentials[] = [];
  const handler = http.post(`${BASE}/auth/refresh-token`, async ({ request }) => {
    calls.push(await request.json());
    credentials.push(request.credentials);
    return answer();
  });
  return { handler, calls, credentials };
}

/** Test-only: a refresh that answers as the server answers a browser, with the access token 'fresh-access', after a short wait. */
export function refreshSucceeds() {
  return refreshEndpoint(async () => {
    await delay(20);
    return HttpResponse.json({ data: { accessToken: 'fresh-access', expiresIn: 900 } });
  });
}

/** Test-only: the session a test starts from: an access token the server no longer accepts. */
export const STALE_SESSION = { accessToken: 'stale-access' };

/** Test-only: a cookie jar that records what is written and reads back only `readsAs`. */
export function recordingJar(readsAs = '') {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return readsAs;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}
