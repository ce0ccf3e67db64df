import type { ThemeTokens } from '../theme/tokens';

type ColorToken = keyof ThemeTokens['color'];

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const letterOrDigit = /^[\p{L}\p{N}]/u;

/** The letters (whole graphemes, so 'Ọ̀' stays one) of a word, skipping punctuation such as quotes or brackets. */
function lettersOf(word: string): string[] {
  return [...graphemes.segment(word)].map((part) => part.segment).filter((part) => letterOrDigit.test(part));
}

/** Collapses spaces, trims and composes accents, so the same name always gives the same result. */
export function normalizeName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * Initials for an avatar: the first letters of the first and last words ('Ada Chioma Obi' -> 'AO'),
 * or the first two letters of a single name ('Ada' -> 'AD'). Accents are kept; '' when the name has no letters.
 */
export function initialsFrom(name: string): string {
  const words = normalizeName(name)
    .split(' ')
    .map(lettersOf)
    .filter((letters) => letters.length > 0);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const picked = last ? [first[0], last[0]] : first.slice(0, 2);
  return picked.join('').toLocaleUpperCase('en');
}

/** Avatar backgrounds with the text colour drawn on each; every pair is an AA text pair of the theme. */
export const avatarPalette = {
  accent: { background: 'accent', foreground: 'onAccent' },
  info: { background: 'info', foreground: 'onInfo' },
  warning: { background: 'warning', foreground: 'onWarning' },
  critical: { background: 'critical', foreground: 'onCritical' },
  inverse: { background: 'surfaceInverse', foreground: 'textInverse' },
} as const satisfies Record<string, { background: ColorToken; foreground: ColorToken }>;

export type AvatarTone = keyof typeof avatarPalette;

const avatarTones = Object.keys(avatarPalette) as AvatarTone[];

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) {
    value ^= char.codePointAt(0) ?? 0;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The same person always gets the same colour, whatever the spacing or letter case of their name. */
export function avatarToneFor(name: string): AvatarTone {
  const key = normalizeName(name).toLocaleLowerCase('en');
  return avatarTones[hash(key) % avatarTones.length] ?? 'accent';
}
