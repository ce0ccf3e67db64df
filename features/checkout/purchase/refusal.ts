import { errorMessage, type ApiError } from '../../../client';

/** The server's per-field messages split into those the form's fields show and the rest. */
export interface SplitErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  other: string[];
}

/**
 * Splits a 400's per-field messages: a key that `fieldOf` maps to one of `fields` (and that is
 * not already that name: `contact.phone` → phone, never a bare `phone`) goes to that field; the
 * rest (quantities, the product, the event) are shown above the button.
 */
export function splitFieldErrors<F extends string>(
  fieldErrors: Readonly<Record<string, string>>,
  fields: readonly F[],
  fieldOf: (key: string) => string,
): SplitErrors<F> {
  const split: SplitErrors<F> = { fields: {}, other: [] };
  const known = new Set<string>(fields);
  for (const [key, message] of Object.entries(fieldErrors)) {
    const name = fieldOf(key);
    if (key !== name && known.has(name)) split.fields[name as F] ??= message;
    else split.other.push(message);
  }
  return split;
}

/** What a refused order shows. */
export interface Refusal<F extends string> {
  /** Messages under the form's fields (a 400 about them). */
  fields: Partial<Record<F, string>>;
  /** The message above the button; null when the fields say it all. */
  message: string | null;
  /** What was bought is gone or fewer are left (404, 409): read it again to show what is left now. */
  stale: boolean;
  /** The same order may go through when sent again (stock, the network, the payment service). */
  canRetry: boolean;
}

export function readRefusal<F extends string>(
  error: ApiError,
  split: (fieldErrors: Readonly<Record<string, string>>) => SplitErrors<F>,
): Refusal<F> {
  const { status } = error;
  if (status === 400) {
    const { fields, other } = split(error.fieldErrors);
    const hasFields = Object.keys(fields).length > 0;
    return { fields, message: other[0] ?? (hasFields ? null : error.message), stale: false, canRetry: false };
  }
  const stale = status === 409 || status === 404;
  return { fields: {}, message: errorMessage(error), stale, canRetry: status === 409 || status === 0 || status >= 500 };
}
