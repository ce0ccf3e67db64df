import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, universitySchema } from '../contract';
import * as v from 'valibot';
import { ApiError } from './errors';
import { InitialDataContext, readInitialData, type InitialData } from './initialData';
import { apiFetcher, swrConfig, useApi } from './swr';
import { BASE, setupTestClient } from './testing';

const { server } = setupTestClient();

const universities = [{ id: 1, name: 'University of Lagos' }];

/** A fresh cache per test, over the app's config. */
function wrapper({ children }: { children: ReactNode }) {
  return createElement(SWRConfig, { value: { ...swrConfig, provider: () => new Map(), dedupingInterval: 0 } }, children);
}

describe('swr config', () => {
  it('does not refetch on window focus', () => {
    expect(swrConfig.revalidateOnFocus).toBe(false);
  });

  it('retries network failures and server faults, not 4xx answers', () => {
    const retries = (status: number) => swrConfig.shouldRetryOnError(new ApiError('x', { status }));
    expect([0, 429, 500, 503].map(retries)).toEqual([true, true, true, true]);
    expect([400, 401, 403, 404].map(retries)).toEqual([false, false, false, false]);
  });

  it('the default fetcher GETs the joined key and resolves to the data', async () => {
    server.use(http.get(`${BASE}/university`, () => HttpResponse.json({ data: universities })));
    await expect(apiFetcher(['/university/'])).resolves.toEqual(universities);
  });
});

describe('useApi', () => {
  it('fetches the key and parses the data with the schema', async () => {
    server.use(http.get(`${BASE}/university`, () => HttpResponse.json({ data: universities })));
    const { result } = renderHook(() => useApi(['university'], v.array(universitySchema)), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(universities));
  });

  it('exposes an ApiError when the answer breaks the contract', async () => {
    server.use(http.get(`${BASE}/university`, () => HttpResponse.json({ data: [{ id: 'one' }] })));
    const { result } = renderHook(() => useApi('university', v.array(universitySchema)), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
  });

  it('fetches nothing for a null key', async () => {
    const { result } = renderHook(() => useApi(null, v.array(universitySchema)), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});

describe('useApi with the data a page arrived with', () => {
  const withInitial =
    (initial: InitialData) =>
    ({ children }: { children: ReactNode }) =>
      createElement(InitialDataContext.Provider, { value: initial }, wrapper({ children }));

  it('starts from the payload for its path, then revalidates it', async () => {
    let requests = 0;
    const fresher = [...universities, { id: 2, name: 'University of Ibadan' }];
    server.use(
      http.get(`${BASE}/university`, () => {
        requests += 1;
        return HttpResponse.json({ data: fresher });
      }),
    );
    const { result } = renderHook(() => useApi(['university'], v.array(universitySchema)), {
      wrapper: withInitial({ university: universities }),
    });
    expect(result.current.data).toEqual(universities);
    await waitFor(() => expect(result.current.data).toEqual(fresher));
    expect(requests).toBe(1);
  });

  it('ignores a payload that breaks the contract, and payloads of other paths', async () => {
    server.use(http.get(`${BASE}/university`, () => HttpResponse.json({ data: universities })));
    const { result } = renderHook(() => useApi('university', v.array(universitySchema)), {
      wrapper: withInitial({ university: [{ id: 'one' }], 'university/2': universities }),
    });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(universities));
  });

  it('reads the payloads from the page, and none from a page without them or with junk', () => {
    const page = (json?: string) => {
      const doc = document.implementation.createHTMLDocument();
      if (json !== undefined) {
        const script = doc.createElement('script');
        script.type = 'application/json';
        script.id = INITIAL_DATA_ELEMENT_ID;
        script.textContent = json;
        doc.body.append(script);
      }
      return doc;
    };
    expect(readInitialData(page('{"products/lamp":{"title":"Lamp"}}'))).toEqual({ 'products/lamp': { title: 'Lamp' } });
    expect(readInitialData(page())).toEqual({});
    expect(readInitialData(page('{not json'))).toEqual({});
    expect(readInitialData(page('[1, 2]'))).toEqual({});
    expect(readInitialData(page('null'))).toEqual({});
  });
});
