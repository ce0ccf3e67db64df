import { PGlite } from '@electric-sql/pglite';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/database';

/**
 * How long a catalogue read is served from memory at most, on PostgreSQL. Another server
 * process on the same PostgreSQL cannot tell this one about its writes, so this bounds how
 * stale a page can be there; a write through this process's API is seen at once (see
 * `catalogueWrites`).
 */
export const READ_CACHE_TTL_MS = 2000;
/**
 * The same on the embedded database, which only this process can open (the data folder's
 * lock), so every write reaches it through this API and clears the cache at once. Anything
 * that writes listings, sellers, reviews or photos without an HTTP request (a timed sweep)
 * must call `catalogueChanged`; this bounds the harm if one forgets.
 */
export const EMBEDDED_READ_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 1000;

interface Entry<T> {
  generation: number;
  storedAt: number;
  value: Promise<T>;
}

/**
 * Results of a catalogue read by key, for at most `ttlMs`. `changed()` (after any
 * write has committed) moves the generation on: nothing read before is served again. A value is
 * stored with the generation its read started in, so a read that raced a write is never served
 * afterwards. Concurrent requests for the same key share one read; a failed read is not kept.
 */
export class ReadCache<T> {
  private generation = 0;
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = READ_CACHE_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation && now - entry.storedAt < this.ttlMs) return entry.value;
    if (entry) this.entries.delete(key);
    const value = load();
    const stored: Entry<T> = { generation: this.generation, storedAt: now, value };
    this.entries.set(key, stored);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    value.catch(() => {
      if (this.entries.get(key) === stored) this.entries.delete(key);
    });
    return value;
  }

  changed(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** The caches of each database, by name, shared by every app built on it in this process. */
const registry = new WeakMap<Database, Map<string, ReadCache<unknown>>>();

/** Whether the database is the embedded one (drizzle keeps its client as `$client`). */
function embedded(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}

/** The named catalogue cache of this database (created on first use). */
export function catalogueCache<T>(db: Database, name: string): ReadCache<T> {
  let caches = registry.get(db);
  if (!caches) {
    caches = new Map();
    registry.set(db, caches);
  }
  let cache = caches.get(name);
  if (!cache) {
    cache = new ReadCache<unknown>(embedded(db) ? EMBEDDED_READ_CACHE_TTL_MS : READ_CACHE_TTL_MS);
    caches.set(name, cache);
  }
  return cache as ReadCache<T>;
}

/** Something the catalogue shows may have changed (called once a write has committed). */
export function catalogueChanged(db: Database): void {
  for (const cache of registry.get(db)?.values() ?? []) cache.changed();
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Clears the catalogue caches after every request that may write, whatever module it reaches:
 * a listing, a seller's name or KYC, a review or a photo all show in catalogue reads. Cleared
 * once the handler is done (its writes committed), before the response leaves, so whoever
 * made a change never reads the page from before it.
 */
export function catalogueWrites(db: Database): MiddlewareHandler {
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    try {
      await next();
    } finally {
      catalogueChanged(db);
    }
  };
}
