import * as v from 'valibot';
import { errorBodySchema } from '../contract';
import { isKyHttpError, isKyTimeout } from './kyLoader';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export interface ApiErrorDetails {
  /** The HTTP status; 0 when no usable answer arrived (network failure, unreadable body). */
  status: number;
  /** Per-field messages from the server's `errors`, keyed by field name. */
  fieldErrors?: Readonly<Record<string, string>>;
  cause?: unknown;
}

/** A failed API call, ready for a toast (`message`) and a form (`fieldErrors`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(message: string, { status, fieldErrors = {}, cause }: ApiErrorDetails) {
    super(message, { cause });
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** The ApiError of a non-2xx answer: the server's `message` and `errors`, or the generic sentence. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const body = v.safeParse(errorBodySchema, parseJson(text));
  return body.success
    ? new ApiError(body.output.message, { status: response.status, fieldErrors: body.output.errors })
    : new ApiError(GENERIC_ERROR_MESSAGE, { status: response.status });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one reader of a failure: whatever a call threw (ky's HTTP, timeout and network errors, a
 * non-2xx Response, an answer that broke the contract, an ApiError already read) as an ApiError
 * with the sentence to show. An abort reads as the generic sentence: callers that must tell it
 * apart check `isAbort` first, as `useMutation` does.
 */
export async function readError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof Response) return apiErrorFromResponse(error);
  if (isKyHttpError(error)) return apiErrorFromResponse(error.response);
  if (isKyTimeout(error) || error instanceof TypeError) {
    return new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, cause: error });
  }
  return new ApiError(GENERIC_ERROR_MESSAGE, { status: 0, cause: error });
}

/** What a failed call throws: its ApiError, except an abort, which passes through so callers can tell it apart. */
export async function toApiError(error: unknown): Promise<unknown> {
  return isAbort(error) ? error : readError(error);
}

/** True for a call dropped through its AbortSignal (fetch's and ky's AbortError). */
export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
