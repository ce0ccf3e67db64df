import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { searchVocabulary } from './search-words';
import type { SearchKind } from './search-words';
import { correctWords } from './spelling';

/**
 * Catalogue search: full text over the listing's generated `search_vector` (title, brand or
 * venue, category and the plain description, 'simple' configuration so names and brands are
 * not stemmed), every word also matching as a prefix ('ipho' finds 'iPhone'), served by the
 * GIN index on the vector. When the words as typed find nothing, they are corrected against
 * the catalogue's own words (spelling.ts: typos, split and joined words) and searched again;
 * the answer then says what was searched for instead (`correctedQuery`).
 */
export interface SearchTerms {
  /** The words searched for, lower-cased, one space apart. */
  text: string;
  words: string[];
  /** A to_tsquery expression ('ipho:* & 12:*'), or undefined when the search has no word. */
  tsquery: string | undefined;
}

function termsOf(words: string[]): SearchTerms {
  return {
    text: words.join(' '),
    words,
    tsquery: words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined,
  };
}

export function searchTerms(search: string): SearchTerms {
  // Letters and digits only: nothing the tsquery syntax could read as an operator.
  return termsOf(search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** The listing matches every word of the search (each also as the start of a longer word). */
export function matchesSearch(terms: SearchTerms, vector: AnyColumn): SQL {
  if (!terms.tsquery) return sql`false`;
  return sql`${vector} @@ to_tsquery('simple', ${terms.tsquery})`;
}

/** Higher for a better match: the full-text rank. */
export function searchRank(terms: SearchTerms, vector: AnyColumn): SQL<number> {
  // An expression, not a bare 0, which ORDER BY would read as a column position.
  if (!terms.tsquery) return sql<number>`0::real`;
  return sql<number>`ts_rank(${vector}, to_tsquery('simple', ${terms.tsquery}))`;
}

export interface SearchAnswer<T> {
  result: T;
  /** What was searched for instead of the words typed, when those found nothing. */
  correctedQuery?: string;
}

/**
 * Runs `search` with the words as typed and, when that finds nothing, once more with the
 * words corrected (if any would change). The corrected answer is kept only when it finds
 * something, so a correction is never announced over an empty page.
 */
export async function searchWithCorrection<T extends { total: number }>(
  db: Database,
  kind: SearchKind,
  terms: SearchTerms,
  search: (terms: SearchTerms) => Promise<T>,
): Promise<SearchAnswer<T>> {
  const result = await search(terms);
  if (result.total > 0) return { result };
  const corrected = correctWords(terms.words, await searchVocabulary(db, kind));
  if (!corrected) return { result };
  const correctedTerms = termsOf(corrected);
  const second = await search(correctedTerms);
  return second.total > 0 ? { result: second, correctedQuery: correctedTerms.text } : { result };
}
