import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * Catalogue search: full text over the listing's generated `search_vector` (title, brand or
 * venue, category and the plain description, 'simple' configuration so names and brands are
 * not stemmed), every word also matching as a prefix ('ipho' finds 'iPhone'), OR trigram word
 * similarity on the lower-cased title so a typo still matches ('iphnoe' finds 'iPhone 12').
 * Both halves are served by GIN indexes (the tsvector column, and gin_trgm_ops on lower(title)).
 */
export interface SearchTerms {
  /** The search lower-cased, for trigram matching. */
  text: string;
  /** A to_tsquery expression ('ipho:* & 12:*'), or undefined when the search has no word. */
  tsquery: string | undefined;
}

/** How alike the search and a title's best-matching words must be (pg_trgm's default is 0.6). */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

export function searchTerms(search: string): SearchTerms {
  const text = search.toLowerCase().replace(/\s+/g, ' ').trim();
  // Letters and digits only: nothing the tsquery syntax could read as an operator.
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return { text, tsquery: words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined };
}

/** The listing matches the search (full text or a title close enough). */
export function matchesSearch(terms: SearchTerms, vector: AnyColumn, title: AnyColumn): SQL {
  const similar = sql`${terms.text} <% lower(${title})`;
  if (!terms.tsquery) return similar;
  return sql`(${vector} @@ to_tsquery('simple', ${terms.tsquery}) or ${similar})`;
}

/** Higher for a better match: the full-text rank plus the title's word similarity. */
export function searchRank(terms: SearchTerms, vector: AnyColumn, title: AnyColumn): SQL<number> {
  const similarity = sql`word_similarity(${terms.text}, lower(${title}))`;
  if (!terms.tsquery) return sql<number>`${similarity}`;
  return sql<number>`(ts_rank(${vector}, to_tsquery('simple', ${terms.tsquery})) + ${similarity})`;
}

/**
 * Runs a search query with pg_trgm's word-similarity threshold lowered for this transaction
 * only (SET LOCAL through set_config), so the `<%` operator, which the index serves, matches
 * typos. The same on PGlite and PostgreSQL, and nothing leaks to other queries of the session.
 */
export async function withSearchThreshold<T>(db: Database, query: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
    return query(tx as unknown as Database);
  });
}
