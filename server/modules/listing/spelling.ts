/**
 * Spelling correction for catalogue search, as Typesense tolerates typos by default: a word of
 * 4 to 6 letters may be one edit away from a word of the catalogue, one of 7 or more two, where
 * an edit is a letter missing, added, doubled, wrong, or two neighbours swapped
 * (Damerau-Levenshtein, optimal string alignment). Shorter words and words with digits are
 * never changed. Two words typed apart that the catalogue writes as one ('bed sheet' for
 * 'bedsheet') are joined, and one word typed for two ('leatherhandbag') is split.
 *
 * Pure: the words of the catalogue come in through `Vocabulary` (search-words.ts keeps them).
 */

/** What the scan needs of a word besides its text, worked out once when the word is read. */
export interface WordShape {
  /** In characters (code points). */
  length: number;
  /** See `letterMask`. */
  mask: number;
}

/** The catalogue's words, as the search's full-text documents hold them (lower case). */
export interface Vocabulary {
  /** How many listings hold this exact word (0 when none). */
  count(word: string): number;
  /** Visits every word with at least one listing. */
  forEach(visit: (word: string, listings: number, shape: WordShape) => void): void;
}

/** Words shorter than this are never corrected (Typesense's min_len_1typo). */
export const ONE_EDIT_MIN_LENGTH = 4;
/** Words at least this long may be two edits away (Typesense's min_len_2typo). */
export const TWO_EDITS_MIN_LENGTH = 7;
/** Each half of a split word is at least this long, so a stray letter is never a word of its own. */
const SPLIT_PART_MIN_LENGTH = 2;

const LETTERS_ONLY = /^\p{L}+$/u;

/** How many edits a typed word may be from the word meant. */
export function editsAllowed(word: string): number {
  if (!LETTERS_ONLY.test(word)) return 0;
  const length = [...word].length;
  if (length >= TWO_EDITS_MIN_LENGTH) return 2;
  if (length >= ONE_EDIT_MIN_LENGTH) return 1;
  return 0;
}

/**
 * The optimal-string-alignment distance between `a` and `b` (insertions, deletions,
 * substitutions and swaps of neighbours, each 1), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (s[i - 1] === t[j - 1] ? 0 : 1);
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(best);
      rowMin = Math.min(rowMin, best);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[t.length] ?? max + 1, max + 1);
}

/**
 * A set of the word's letters folded into 32 bits. One edit changes at most two bits (a
 * substitution: one letter gone, one new), so two words `k` edits apart differ in at most `2k`
 * bits: a cheap test that skips most of the vocabulary before the distance is computed.
 */
function letterMask(word: string): number {
  let mask = 0;
  for (const char of word) mask |= 1 << ((char.codePointAt(0) ?? 0) % 32);
  return mask;
}

export function wordShape(word: string): WordShape {
  return { length: [...word].length, mask: letterMask(word) };
}

/** A vocabulary from a plain record of word counts (tests, small lists). */
export function vocabularyOf(counts: Record<string, number>): Vocabulary {
  const words = Object.entries(counts).map(([word, listings]) => ({ word, listings, shape: wordShape(word) }));
  return {
    count: (word) => counts[word] ?? 0,
    forEach: (visit) => {
      for (const entry of words) if (entry.listings > 0) visit(entry.word, entry.listings, entry.shape);
    },
  };
}

function bitCount(value: number): number {
  let rest = value >>> 0;
  let count = 0;
  while (rest !== 0) {
    rest &= rest - 1;
    count += 1;
  }
  return count;
}

interface Probe {
  text: string;
  length: number;
  mask: number;
  edits: number;
  /** Some word of the catalogue starts with it (the search matches every word as a prefix). */
  known: boolean;
  best?: { word: string; distance: number; listings: number };
}

function probeOf(text: string, edits: number): Probe {
  return { text, ...wordShape(text), edits, known: false };
}

function better(candidate: NonNullable<Probe['best']>, current: Probe['best']): boolean {
  if (!current) return true;
  if (candidate.distance !== current.distance) return candidate.distance < current.distance;
  if (candidate.listings !== current.listings) return candidate.listings > current.listings;
  return candidate.word < current.word;
}

/** One pass over the vocabulary: which probes some word starts with, and each one's nearest word. */
function scan(vocabulary: Vocabulary, probes: Probe[]): void {
  vocabulary.forEach((word, listings, shape) => {
    for (const probe of probes) {
      if (word.startsWith(probe.text)) probe.known = true;
      if (probe.known || probe.edits === 0) continue;
      if (Math.abs(shape.length - probe.length) > probe.edits) continue;
      if (bitCount(shape.mask ^ probe.mask) > 2 * probe.edits) continue;
      const distance = editDistance(probe.text, word, probe.edits);
      if (distance > probe.edits) continue;
      const candidate = { word, distance, listings };
      if (better(candidate, probe.best)) probe.best = candidate;
    }
  });
}

/** The word as two words of the catalogue, the pair most listings hold first; undefined when none. */
function split(vocabulary: Vocabulary, word: string): string[] | undefined {
  const chars = [...word];
  let found: { parts: string[]; listings: number } | undefined;
  for (let at = SPLIT_PART_MIN_LENGTH; at <= chars.length - SPLIT_PART_MIN_LENGTH; at += 1) {
    const first = chars.slice(0, at).join('');
    const second = chars.slice(at).join('');
    const listings = Math.min(vocabulary.count(first), vocabulary.count(second));
    if (listings > 0 && (!found || listings > found.listings)) found = { parts: [first, second], listings };
  }
  return found?.parts;
}

/**
 * The words the person most likely meant, or undefined when nothing would change. Called
 * only once the words as typed found nothing, so a search that finds something is never
 * corrected.
 */
export function correctWords(words: readonly string[], vocabulary: Vocabulary): string[] | undefined {
  if (words.length === 0) return undefined;
  const typed = words.map((word) => probeOf(word, editsAllowed(word)));
  const joined = words.slice(1).map((word, index) => probeOf(`${words[index]}${word}`, 0));
  scan(vocabulary, [...typed, ...joined]);

  const corrected: string[] = [];
  for (let index = 0; index < typed.length; index += 1) {
    const probe = typed[index] as Probe;
    const pair = joined[index];
    if (pair?.known) {
      corrected.push(pair.text);
      index += 1;
    } else if (probe.known) {
      corrected.push(probe.text);
    } else if (probe.best) {
      corrected.push(probe.best.word);
    } else {
      corrected.push(...(split(vocabulary, probe.text) ?? [probe.text]));
    }
  }
  return corrected.join(' ') === words.join(' ') ? undefined : corrected;
}
