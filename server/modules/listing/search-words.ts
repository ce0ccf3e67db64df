import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { searchWords } from './schema';
import { wordShape } from './spelling';
import type { Vocabulary, WordShape } from './spelling';

export type SearchKind = 'products' | 'events';

/**
 * How far back before the previous read each read goes. A trigger stamps a word when it runs,
 * and its transaction may commit after a read has looked: reading the seconds before the
 * previous read again catches such a word instead of missing it for good.
 */
const REREAD_MS = 10_000;

interface Word {
  shape: WordShape;
  products: number;
  events: number;
}

/**
 * The search vocabulary (`search_words`) of one database, held in this process so that a
 * misspelt word is compared with every word of the catalogue in memory, a millisecond or two
 * for tens of thousands of words, instead of by a scan in the database. Each use first reads the
 * words changed since the last read (an index range, nothing in the steady state), so a word
 * written by this or any other server counts at once.
 */
class SearchWordStore {
  private readonly words = new Map<string, Word>();
  /** When the last read ran, by the database's clock (ms). */
  private readAt: number | undefined;
  private current: Promise<void> | undefined;
  private next: Promise<void> | undefined;

  constructor(private readonly db: Database) {}

  async vocabulary(kind: SearchKind): Promise<Vocabulary> {
    await this.refresh();
    const words = this.words;
    return {
      count: (word) => words.get(word)?.[kind] ?? 0,
      forEach: (visit) => {
        for (const [word, entry] of words) if (entry[kind] > 0) visit(word, entry[kind], entry.shape);
      },
    };
  }

  /**
   * A read that starts after this call, shared: a read already under way may have looked
   * before a write this request must see, so callers that arrive during one wait for the next.
   */
  private refresh(): Promise<void> {
    if (!this.current) {
      this.current = this.read().finally(() => {
        this.current = undefined;
      });
      return this.current;
    }
    this.next ??= this.current
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.refresh();
      });
    return this.next;
  }

  private async read(): Promise<void> {
    const since =
      this.readAt === undefined
        ? sql`true`
        : sql`w.changed_at >= ${new Date(this.readAt - REREAD_MS).toISOString()}::timestamptz`;
    // One row at least (the time of this read), then the words changed since the last read's.
    const result = await this.db.execute(sql`
      select extract(epoch from clock_timestamp()) * 1000 as read_ms, w.word, w.products, w.events
      from (select 1) as one left join ${searchWords} as w on ${since}`);
    // Both drivers (node-postgres and PGlite) answer `{ rows }`.
    const rows = (result as unknown as { rows: ChangedRow[] }).rows;
    for (const row of rows) {
      if (row.word === null) continue;
      const known = this.words.get(row.word);
      if (known) {
        known.products = row.products;
        known.events = row.events;
      } else if (row.products > 0 || row.events > 0) {
        this.words.set(row.word, { shape: wordShape(row.word), products: row.products, events: row.events });
      }
    }
    this.readAt = Number(rows[0]?.read_ms);
  }
}

interface ChangedRow {
  read_ms: string | number;
  word: string | null;
  products: number;
  events: number;
}

const storeOf = perDatabase((db) => new SearchWordStore(db));

/** The words of the active products or events, with how many listings hold each. */
export function searchVocabulary(db: Database, kind: SearchKind): Promise<Vocabulary> {
  return storeOf(db).vocabulary(kind);
}
