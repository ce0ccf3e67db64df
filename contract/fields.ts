import * as v from 'valibot';
import { multiLineProblem, normalizeLineBreaks, secretProblem, singleLineProblem } from './textRules';

/**
 * Field builders shared by every request schema, so that messages read the same
 * everywhere: '{Field} is a required field', '{Field} must be a valid email',
 * '{Field} must be at least 8 characters'.
 *
 * No text field takes control characters ('{Field} must not contain control characters'):
 * PostgreSQL refuses NUL, and the others corrupt mails, logs and screens. Single-line fields
 * (names, emails, codes) also refuse line breaks ('{Field} must be a single line') and
 * invisible characters; multi-line fields keep line breaks and tabs; passwords and tokens are
 * otherwise kept exactly as typed.
 *
 * Each builder is marked `@__NO_SIDE_EFFECTS__` (as valibot's own functions are): it only builds
 * a schema, so a bundle leaves out the schemas built with it that nothing uses, and a page that
 * reads one answer of a module does not carry every request form of that module.
 */

const labels: Record<string, string> = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  password: 'Password',
  code: 'Code',
  refreshToken: 'Refresh token',
  resetToken: 'Reset token',
  currentPassword: 'Current password',
  newPassword: 'New password',
  accountType: 'Account type',
  nin: 'NIN',
  universityId: 'University',
  university: 'University',
  documentType: 'Document type',
  documentImage: 'Document image',
  brandLogo: 'Brand logo',
  brandName: 'Brand name',
  brandDescription: 'Brand description',
  reason: 'Reason',
  phone: 'Phone',
  about: 'About me',
  // Query fields, named as their forms name them (server/http/control-character-guard.ts labels them so).
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  slug: 'Custom URL',
  q: 'Search',
};

/** The person-readable name of a body field ('firstname' -> 'First name'). */
export function fieldLabel(key: string): string {
  const known = labels[key];
  if (known) return known;
  const spaced = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function isAbsent(input: unknown): boolean {
  return input === undefined || input === null;
}

/* @__NO_SIDE_EFFECTS__ */
function typeMessage(label: string, kind: string) {
  return (issue: v.BaseIssue<unknown>) => (isAbsent(issue.input) ? `${label} is a required field` : `${label} must be ${kind}`);
}

/**
 * A JSON request body. A missing required key reports '{Field} is a required field'
 * under that key; a body that is not an object says so.
 */
/* @__NO_SIDE_EFFECTS__ */
export function body<const E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') return `${fieldLabel(key)} is a required field`;
    return 'The request body must be a JSON object';
  });
}

/** A valibot action that adds '{Label} {problem}' when `problemOf` finds one. */
/* @__NO_SIDE_EFFECTS__ */
function refuse(label: string, problemOf: (text: string) => string | undefined) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = problemOf(dataset.value);
    if (problem) addIssue({ message: `${label} ${problem}` });
  });
}

/**
 * The shared steps of single-line text: trimmed, no line break, control or invisible
 * character, then NFKC-normalised (fullwidth letters, ligatures and odd spaces become their
 * plain forms) so that lengths and comparisons count what a person sees.
 */
/* @__NO_SIDE_EFFECTS__ */
function singleLine(label: string) {
  return v.pipe(v.string(), v.trim(), refuse(label, singleLineProblem), v.normalize('NFKC'), v.trim());
}

/** The shared steps of multi-line text: one kind of line break, tabs kept, NFC, trimmed. */
/* @__NO_SIDE_EFFECTS__ */
function multiLine(label: string) {
  return v.pipe(v.string(), v.transform(normalizeLineBreaks), v.trim(), refuse(label, multiLineProblem), v.normalize('NFC'));
}

/** Single-line text (a name, a title) that must be present and not blank. */
/* @__NO_SIDE_EFFECTS__ */
export function requiredText(label: string, max = 100) {
  return v.pipe(
    v.string(typeMessage(label, 'text')),
    singleLine(label),
    v.nonEmpty(`${label} is a required field`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

/** Single-line text that may be absent, null or blank (all read as absent). */
/* @__NO_SIDE_EFFECTS__ */
export function optionalText(label: string, max = 100) {
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} must be text`))),
    v.transform((value) => (value?.trim() ? value : undefined)),
    v.optional(v.pipe(singleLine(label), v.maxLength(max, `${label} must be at most ${max} characters`))),
  );
}

/** Text of several lines (a description, a reason): tabs and line breaks allowed. */
/* @__NO_SIDE_EFFECTS__ */
export function multilineText(label: string, max = 1000) {
  return v.pipe(
    v.string(typeMessage(label, 'text')),
    multiLine(label),
    v.nonEmpty(`${label} is a required field`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

/** Like multilineText, but absent, null or blank read as absent. */
/* @__NO_SIDE_EFFECTS__ */
export function optionalMultilineText(label: string, max = 1000) {
  return v.pipe(
    v.optional(v.nullable(v.string(`${label} must be text`))),
    v.transform((value) => (value?.trim() ? value : undefined)),
    v.optional(v.pipe(multiLine(label), v.maxLength(max, `${label} must be at most ${max} characters`))),
  );
}

/** An email address, trimmed and lower-cased so that one mailbox is one account. */
/* @__NO_SIDE_EFFECTS__ */
export function emailField(label = 'Email') {
  return v.pipe(
    v.string(typeMessage(label, 'text')),
    singleLine(label),
    v.nonEmpty(`${label} is a required field`),
    v.maxLength(254, `${label} must be at most 254 characters`),
    v.email(`${label} must be a valid email`),
    v.toLowerCase(),
  );
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: 8 to 128 characters, no control characters, otherwise kept exactly as typed. */
/* @__NO_SIDE_EFFECTS__ */
export function passwordField(label = 'Password') {
  return v.pipe(
    v.string(typeMessage(label, 'text')),
    v.nonEmpty(`${label} is a required field`),
    refuse(label, secretProblem),
    v.minLength(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`),
    v.maxLength(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );
}

/** A secret the client hands back (current password, tokens): present, untrimmed, no control characters. */
/* @__NO_SIDE_EFFECTS__ */
export function secretField(label: string, max = 512) {
  return v.pipe(
    v.string(typeMessage(label, 'text')),
    v.nonEmpty(`${label} is a required field`),
    refuse(label, secretProblem),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

export const CODE_LENGTH = 6;

/** The 6-digit code mailed for email verification and password reset. */
/* @__NO_SIDE_EFFECTS__ */
export function codeField(label = 'Code') {
  return v.pipe(
    v.string(typeMessage(label, 'text')),
    singleLine(label),
    v.nonEmpty(`${label} is a required field`),
    v.regex(/^\d{6}$/, `${label} must be ${CODE_LENGTH} digits`),
  );
}

/** A numeric database id, sent as a number or as a string of digits (form selects). */
/* @__NO_SIDE_EFFECTS__ */
export function idField(label: string) {
  const notInList = `${label} must be chosen from the list`;
  return v.pipe(
    v.union([v.pipe(v.number(), v.integer(notInList)), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,9}$/, notInList))], (issue) =>
      isAbsent(issue.input) ? `${label} is a required field` : notInList,
    ),
    v.transform(Number),
    v.minValue(1, notInList),
    v.maxValue(2_147_483_647, notInList),
  );
}

/** Like idField, but null or an empty string clears the value. */
/* @__NO_SIDE_EFFECTS__ */
export function nullableIdField(label: string) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => (value === '' ? null : value)),
    v.nullable(idField(label)),
  );
}
