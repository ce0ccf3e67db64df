/**
 * No control character (C0, DEL, C1) reaches a route through the address: PostgreSQL refuses NUL
 * in text (a query with one fails as a 500), and the others corrupt logs, mails and screens.
 * Bodies are checked field by field by their contract schemas (contract/textRules.ts); the
 * address, which no schema sees whole, and the payment provider's webhook, which is not ours to
 * describe, are checked here.
 */
import type { MiddlewareHandler } from 'hono';
import { fieldLabel } from '../../contract';
import { controlCharacterMessage, singleLineMessage } from '../../contract/textRules';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

const CONTROL = /\p{Cc}/u;
const LINE_BREAK = /[\n\r\v\f\u0085]/u;

/**
 * A control character as a URL carries it: percent-encoded, as one byte (%00-%1F, %7F) or as the
 * two bytes of a C1 control in UTF-8 (%C2%80-%C2%9F). A URL cannot hold one unencoded.
 */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)|%c2%[89][0-9a-f]/i;

export const ADDRESS_CONTROL_MESSAGE = 'The address must not contain control characters';

/** The 400 for a query value: its field named the way body fields are ('Search must be a single line'). */
function queryValueError(key: string, value: string): ApiError {
  const message = `${fieldLabel(key)} ${LINE_BREAK.test(value) ? singleLineMessage : controlCharacterMessage}`;
  return new ApiError(400, message, { [key]: message });
}

/** Every request: 400 for a control character in any segment of the path or any key or value of the query. */
export function controlCharacterGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A parsed URL holds a control character only percent-encoded: most addresses hold no '%' at all.
    if (!c.req.url.includes('%')) return next();
    const url = new URL(c.req.url);
    if (ENCODED_CONTROL.test(url.pathname)) throw new ApiError(400, ADDRESS_CONTROL_MESSAGE);
    for (const [key, value] of url.searchParams) {
      if (CONTROL.test(key)) throw new ApiError(400, ADDRESS_CONTROL_MESSAGE);
      if (CONTROL.test(value)) throw queryValueError(key, value);
    }
    return next();
  };
}

/** The path ('data.customer.email') of the first string in `value` holding a control character. */
function controlCharacterPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyPath = path === '' ? key : `${path}.${key}`;
    if (CONTROL.test(key)) return keyPath;
    const found = controlCharacterPath(item, keyPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * For a webhook's parsed JSON (after its signature is checked): the 400 naming the first field, at
 * any depth, that holds a control character, or undefined. Real payment events carry none, and no
 * reference with one may reach a lookup.
 */
export function controlCharacterRefusal(json: unknown): ApiError | undefined {
  const path = controlCharacterPath(json, '');
  if (path === undefined) return undefined;
  const message = `The event's ${path} ${controlCharacterMessage}`;
  return new ApiError(400, message, { [path]: message });
}
