/** An error the client caused or must know about: becomes `{message, errors?}` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new ApiError(400, message, errors);

/** A field-level 400: the message is also the field's message. */
export const invalidField = (field: string, message: string) => new ApiError(400, message, { [field]: message });

export const unauthorized = (message = 'You are not authenticated') =>
  new ApiError(401, message, undefined, { 'WWW-Authenticate': 'Bearer' });

export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

export function tooManyRequests(message: string, retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, message, undefined, { 'Retry-After': String(seconds) });
}

/** "in 3 minutes" / "in 40 seconds", for rate-limit messages. */
export function waitPhrase(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minutes`;
}
