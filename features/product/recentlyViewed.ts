/**
 * The products this browser looked at, newest first, kept in localStorage so Recently Viewed
 * Items survives a reload and a new tab. Only ids are kept; the cards are fetched fresh.
 */
export const RECENTLY_VIEWED_KEY = 'kampus.recentlyViewed';
export const RECENTLY_VIEWED_MAX = 8;

/** The shape an id must have to be sent back in `?ids=` (what the list query accepts). */
const idPattern = /^[\w-]{1,64}$/;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage can be blocked (privacy settings): the section then simply stays empty.
    return undefined;
  }
}

/** The remembered ids, newest first; anything unreadable counts as none. */
export function readRecentlyViewed(): string[] {
  const text = storage()?.getItem(RECENTLY_VIEWED_KEY);
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is string => typeof id === 'string' && idPattern.test(id));
    return [...new Set(ids)].slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

/** Puts `id` first (moving it if it was there already), keeps at most eight, and returns the list. */
export function rememberViewed(id: string): string[] {
  const ids = [id, ...readRecentlyViewed().filter((other) => other !== id)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage()?.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(ids));
  } catch {
    // A full or blocked storage only means the list is not remembered.
  }
  return ids;
}
