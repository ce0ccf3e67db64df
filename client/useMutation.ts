import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ApiError, GENERIC_ERROR_MESSAGE, isAbort, readError } from './errors';
import { useUnmountSignal } from './forms/useUnmountSignal';

/**
 * How a change went. A failure carries its ApiError; `aborted` is true when there is nothing to
 * tell the user (the call was dropped, the screen has gone, or another one was already on its
 * way), so callers show `error` only when `aborted` is false.
 */
export type MutationResult<T> = { ok: true; value: T } | { ok: false; error: ApiError; aborted: boolean };

export interface Mutation<I, T> {
  /** Runs the change once; never rejects. A call while one is sending is dropped (`aborted`). */
  trigger: (input: I) => Promise<MutationResult<T>>;
  /** True from a trigger until its call settles. */
  sending: boolean;
  /** The last failure worth showing, until the next trigger or `reset`. */
  error: ApiError | undefined;
  /** Forgets the last failure. */
  reset: () => void;
}

function dropped(cause?: unknown): MutationResult<never> {
  return { ok: false, error: new ApiError(GENERIC_ERROR_MESSAGE, { status: 0, cause }), aborted: true };
}

/**
 * One way to change data: `const { trigger, sending, error, reset } = useMutation(async (input,
 * signal) => …)`. `signal` aborts when the component unmounts (pass it to calls that may be
 * dropped); once it has, the hook sets no state and a failure reports as `aborted`. A success
 * after unmounting still reports `ok`: the change was made.
 *
 * Not SWR's `useSWRMutation`: that one needs a cache key per mutation, starts a second call on a
 * second trigger, throws unless told not to, and knows nothing of unmounting.
 */
export function useMutation<I = void, T = void>(run: (input: I, signal: AbortSignal) => Promise<T>): Mutation<I, T> {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError>();
  const latest = useRef(run);
  const busy = useRef(false);
  const unmounted = useUnmountSignal();

  // The newest `run` is called, so callers may pass an inline function and trigger stays stable.
  useLayoutEffect(() => {
    latest.current = run;
  });

  const trigger = useCallback(
    async (input: I): Promise<MutationResult<T>> => {
      const signal = unmounted();
      if (busy.current || signal.aborted) return dropped();
      busy.current = true;
      setSending(true);
      setError(undefined);
      try {
        return { ok: true, value: await latest.current(input, signal) };
      } catch (thrown) {
        const failure = await readError(thrown);
        const aborted = signal.aborted || isAbort(thrown);
        if (!aborted) setError(failure);
        return { ok: false, error: failure, aborted };
      } finally {
        busy.current = false;
        if (!signal.aborted) setSending(false);
      }
    },
    [unmounted],
  );

  const reset = useCallback(() => setError(undefined), []);

  return { trigger, sending, error, reset };
}
