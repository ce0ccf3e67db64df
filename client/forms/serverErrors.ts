import { ApiError, GENERIC_ERROR_MESSAGE } from '../errors';
import type { FormErrors } from './checkForm';

/** The sentence to show for a failed call: the server's message, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/** The server's per-field messages that belong to this form's fields. */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FormErrors<K> {
  const errors: FormErrors<K> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) errors[field] = message;
  }
  return errors;
}
