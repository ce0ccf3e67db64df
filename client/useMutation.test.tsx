import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE, readError } from './errors';
import { api } from './http';
import { BASE, setupTestClient } from './testing';
import { useMutation } from './useMutation';

const { server } = setupTestClient();

/** A call the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const post = (body: { name: string }) => api.post('things', v.object({ id: v.string() }), body);

describe('useMutation', () => {
  it('is sending while the call runs and resolves to its value', async () => {
    const call = deferred<string>();
    const { result } = renderHook(() => useMutation((name: string) => call.promise.then((id) => `${name}:${id}`)));
    expect(result.current.sending).toBe(false);

    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.trigger('ada');
    });
    expect(result.current.sending).toBe(true);

    await act(async () => call.resolve('7'));
    await expect(pending).resolves.toEqual({ ok: true, value: 'ada:7' });
    expect(result.current.sending).toBe(false);
    expect(result.current.error).toBeUndefined();
  });

  it("reads an HTTP refusal as an ApiError with the server's message and field errors, and keeps it until reset", async () => {
    server.use(
      http.post(`${BASE}/things`, () =>
        HttpResponse.json({ message: 'Name is taken', errors: { name: 'Choose another name' } }, { status: 400 }),
      ),
    );
    const { result } = renderHook(() => useMutation(post));

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.trigger({ name: 'Ada' });
    });
    expect(outcome).toMatchObject({ ok: false, aborted: false, error: { status: 400, message: 'Name is taken' } });
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.fieldErrors).toEqual({ name: 'Choose another name' });

    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();
  });

  it('reads a network failure as the could-not-reach ApiError, and clears it on the next trigger', async () => {
    server.use(http.post(`${BASE}/things`, () => HttpResponse.error()));
    const { result } = renderHook(() => useMutation(post));
    await act(async () => {
      await result.current.trigger({ name: 'Ada' });
    });
    expect(result.current.error).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });

    server.use(http.post(`${BASE}/things`, () => HttpResponse.json({ data: { id: 't1' } })));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.trigger({ name: 'Ada' });
    });
    expect(outcome).toEqual({ ok: true, value: { id: 't1' } });
    expect(result.current.error).toBeUndefined();
  });

  it('reports an aborted call as aborted, not as an error to show', async () => {
    server.use(http.post(`${BASE}/things`, () => new Promise<never>(() => {})));
    const controller = new AbortController();
    const { result } = renderHook(() =>
      useMutation((body: { name: string }) => api.post('things', v.unknown(), body, { signal: controller.signal })),
    );
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.trigger({ name: 'Ada' });
    });
    await act(async () => controller.abort());
    await expect(pending).resolves.toMatchObject({ ok: false, aborted: true });
    expect(result.current.error).toBeUndefined();
    expect(result.current.sending).toBe(false);
  });

  it('aborts its signal on unmount, then sets no state and reports a late failure as aborted', async () => {
    const call = deferred<void>();
    let given: AbortSignal | undefined;
    const renders = vi.fn();
    const { result, unmount } = renderHook(() => {
      const mutation = useMutation((_input: void, signal) => {
        given = signal;
        return call.promise;
      });
      renders(mutation.sending);
      return mutation;
    });
    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.trigger();
    });
    const rendersBefore = renders.mock.calls.length;
    const logged = vi.spyOn(console, 'error');

    unmount();
    expect(given?.aborted).toBe(true);
    call.reject(new ApiError('Too late', { status: 500 }));
    await expect(pending).resolves.toMatchObject({ ok: false, aborted: true, error: { message: 'Too late' } });
    expect(renders).toHaveBeenCalledTimes(rendersBefore);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('drops a second trigger while the first is sending, without calling again', async () => {
    const call = deferred<number>();
    const run = vi.fn(() => call.promise);
    const { result } = renderHook(() => useMutation(run));

    let first!: Promise<unknown>;
    let second!: Promise<unknown>;
    act(() => {
      first = result.current.trigger();
      second = result.current.trigger();
    });
    await expect(second).resolves.toMatchObject({ ok: false, aborted: true });
    expect(run).toHaveBeenCalledTimes(1);
    expect(result.current.sending).toBe(true);

    await act(async () => call.resolve(1));
    await expect(first).resolves.toEqual({ ok: true, value: 1 });
    expect(result.current.error).toBeUndefined();
  });

  it('calls the newest function given, with a stable trigger', async () => {
    const { result, rerender } = renderHook(({ suffix }) => useMutation(async (name: string) => name + suffix), {
      initialProps: { suffix: '!' },
    });
    const trigger = result.current.trigger;
    rerender({ suffix: '?' });
    expect(result.current.trigger).toBe(trigger);
    await act(async () => {
      await expect(result.current.trigger('ada')).resolves.toEqual({ ok: true, value: 'ada?' });
    });
  });
});

describe('readError', () => {
  it('reads a non-2xx Response with the server body, and anything unreadable as the generic sentence', async () => {
    const refused = new Response(JSON.stringify({ message: 'No', errors: { pin: 'Wrong PIN' } }), { status: 403 });
    await expect(readError(refused)).resolves.toMatchObject({ status: 403, message: 'No', fieldErrors: { pin: 'Wrong PIN' } });
    await expect(readError(new Response('<html>', { status: 502 }))).resolves.toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('keeps an ApiError as it is and reads a TypeError as a network failure', async () => {
    const known = new ApiError('Known', { status: 409 });
    await expect(readError(known)).resolves.toBe(known);
    await expect(readError(new TypeError('Failed to fetch'))).resolves.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
