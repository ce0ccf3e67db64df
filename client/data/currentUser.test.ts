import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../contract';
import { sampleUser } from '../samples';
import { swrConfig } from '../swr';
import { BASE, setupTestClient } from '../testing';
import { useCurrentUser, useCurrentUserCache } from './currentUser';
import { useUniversities } from './universities';

const { server, client } = setupTestClient();

const ada: CurrentUser = { ...sampleUser, phone: null };

function wrapper({ children }: { children: ReactNode }) {
  return createElement(SWRConfig, { value: { ...swrConfig, provider: () => new Map(), dedupingInterval: 0 } }, children);
}

/** GET /v1/user answering `answers` in turn (the last one from then on), counting the calls. */
function userEndpoint(...answers: CurrentUser[]) {
  const calls = { count: 0 };
  server.use(
    http.get(`${BASE}/user`, () => {
      const answer = answers[Math.min(calls.count, answers.length - 1)];
      calls.count += 1;
      return HttpResponse.json({ data: answer });
    }),
  );
  return calls;
}

const signIn = () => client.store.set({ accessToken: 'test-access' });

/** The current user and its cache, side by side, as a screen uses them. */
const useUserAndCache = () => ({ user: useCurrentUser(), cache: useCurrentUserCache() });

describe('useCurrentUser', () => {
  it('asks for nobody while signed out', async () => {
    const calls = userEndpoint(ada);
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(calls.count).toBe(0);
  });

  it('fetches GET /v1/user while a session is stored', async () => {
    signIn();
    userEndpoint(ada);
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(ada));
  });
});

describe('useCurrentUserCache', () => {
  it('replace shows the saved user without asking again', async () => {
    signIn();
    const calls = userEndpoint(ada);
    const { result } = renderHook(useUserAndCache, { wrapper });
    await waitFor(() => expect(result.current.user.data).toEqual(ada));
    await act(() => result.current.cache.replace({ ...ada, firstname: 'Adaeze' }));
    expect(result.current.user.data?.firstname).toBe('Adaeze');
    expect(calls.count).toBe(1);
  });

  it('refresh shows a known change at once, then what the server says', async () => {
    signIn();
    let answerAgain = () => undefined as void;
    const secondAnswer = new Promise<void>((resolve) => (answerAgain = resolve));
    let calls = 0;
    server.use(
      http.get(`${BASE}/user`, async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ data: ada });
        await secondAnswer;
        return HttpResponse.json({ data: { ...ada, kycStatus: 'PENDING', phone: '+2348031234567' } });
      }),
    );
    const { result } = renderHook(useUserAndCache, { wrapper });
    await waitFor(() => expect(result.current.user.data).toEqual(ada));
    let refreshed: Promise<void> = Promise.resolve();
    act(() => {
      refreshed = result.current.cache.refresh({ kycStatus: 'PENDING' });
    });
    // The server has not answered again yet: the change shows from the cache.
    await waitFor(() => expect(result.current.user.data?.kycStatus).toBe('PENDING'));
    expect(result.current.user.data?.phone).toBeNull();
    answerAgain();
    await act(() => refreshed);
    await waitFor(() => expect(result.current.user.data?.phone).toBe('+2348031234567'));
    expect(calls).toBe(2);
  });

  it('refresh without a change fetches the user again', async () => {
    signIn();
    const calls = userEndpoint(ada, { ...ada, lastname: 'Okafor' });
    const { result } = renderHook(useUserAndCache, { wrapper });
    await waitFor(() => expect(result.current.user.data).toEqual(ada));
    await act(() => result.current.cache.refresh());
    await waitFor(() => expect(result.current.user.data?.lastname).toBe('Okafor'));
    expect(calls.count).toBe(2);
  });
});

describe('useUniversities', () => {
  it('fetches GET /v1/university, signed in or not', async () => {
    const universities = [{ id: 1, name: 'University of Lagos' }];
    server.use(http.get(`${BASE}/university`, () => HttpResponse.json({ data: universities })));
    const { result } = renderHook(() => useUniversities(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(universities));
  });
});
