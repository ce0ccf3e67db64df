import type ky from 'ky';

/**
 * ky, loaded with the first request rather than with the page: a screen that has sent nothing
 * yet (a login form before its submit) does not download it. Budgeted by `npm run bench:web`.
 */
type KyModule = typeof ky;

let loading: Promise<{ default: KyModule }> | undefined;

export function loadKy(): Promise<{ default: KyModule }> {
  loading ??= import('ky');
  return loading;
}

/** ky's HTTPError, recognised by its name and shape: ky itself may not be loaded here yet. */
export function isKyHttpError(error: unknown): error is Error & { response: Response } {
  return error instanceof Error && error.name === 'HTTPError' && 'response' in error && error.response instanceof Response;
}

/** ky's TimeoutError, likewise. */
export function isKyTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === 'TimeoutError';
}
