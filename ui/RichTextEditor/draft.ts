/** Drafts live in localStorage; a browser that refuses storage (private mode, full) just has none. */

export function loadDraft(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Saves the HTML under the key (an empty document removes the draft); false when storage refused. */
export function saveDraft(storageKey: string, html: string): boolean {
  try {
    if (html) localStorage.setItem(storageKey, html);
    else localStorage.removeItem(storageKey);
    return true;
  } catch {
    return false;
  }
}

/** Forgets the draft, e.g. once the form it belongs to has been submitted. */
export function clearDraft(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
}
