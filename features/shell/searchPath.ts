/** Where the header search goes: /explore?search={text}, the text trimmed and encoded. */
export function exploreSearchPath(text: string): string {
  const query = text.trim();
  return query ? `/explore?search=${encodeURIComponent(query)}` : '/explore';
}

/** How long the header waits after the last keystroke before it searches (spec section 9). */
export const SEARCH_DEBOUNCE_MS = 300;
