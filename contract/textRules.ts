/**
 * Which characters a text field accepts. Every request field is checked here before it can
 * reach the database (PostgreSQL refuses NUL in text), a mail, a log line or a screen.
 */

/** Any line break: a single-line value (a name, an email) must not add lines to a mail or a log. */
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/u;

/** C0 controls, DEL and the C1 controls. */
const CONTROL = /\p{Cc}/u;

/** Controls other than the tab and the line feed that multi-line text keeps. */
const CONTROL_EXCEPT_TAB_AND_NEWLINE = /(?![\t\n])\p{Cc}/u;

/**
 * Invisible format characters (zero-width space and joiners, soft hyphen, bidi overrides,
 * byte-order mark ...) and lone surrogates (half a character, not text).
 */
const INVISIBLE = /[\p{Cf}\p{Cs}]/u;

/** Bidi embeddings, overrides and isolates: they reorder what follows them on screen. */
const BIDI_CONTROL_OR_LONE_SURROGATE = /[\u202A-\u202E\u2066-\u2069\p{Cs}]/u;

export const singleLineMessage = 'must be a single line';
export const controlCharacterMessage = 'must not contain control characters';
export const invisibleCharacterMessage = 'must not contain invisible characters';

/**
 * What is wrong with a single-line value, or undefined. Invisible characters are refused
 * rather than silently removed: a name that looks like 'Ada' must be the three letters
 * 'Ada', and the person can see and fix what they pasted.
 */
export function singleLineProblem(text: string): string | undefined {
  if (LINE_BREAK.test(text)) return singleLineMessage;
  if (CONTROL.test(text)) return controlCharacterMessage;
  if (INVISIBLE.test(text)) return invisibleCharacterMessage;
  return undefined;
}

/**
 * What is wrong with multi-line text (after `normalizeLineBreaks`), or undefined. Tabs and
 * line feeds are kept; zero-width joiners stay (emoji sequences need them), but characters
 * that reorder the text on screen do not.
 */
export function multiLineProblem(text: string): string | undefined {
  if (CONTROL_EXCEPT_TAB_AND_NEWLINE.test(text)) return controlCharacterMessage;
  if (BIDI_CONTROL_OR_LONE_SURROGATE.test(text)) return invisibleCharacterMessage;
  return undefined;
}

/** What is wrong with a password or a token, which is otherwise kept exactly as typed. */
export function secretProblem(text: string): string | undefined {
  return CONTROL.test(text) ? controlCharacterMessage : undefined;
}

/** CRLF, a lone CR and the Unicode line and paragraph separators all become '\n'. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n');
}
