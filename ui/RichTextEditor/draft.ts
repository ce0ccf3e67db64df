/** Drafts live in localStorage; a browser that refuses storage (private mode, full) just has none. */

/** How long typing must pause before the draft is written: often enough to lose nothing, rarely enough not to write on every key. */
export const DRAFT_SAVE_DELAY_MS = 800;

interface PendingDraft {
  html: string;
  timer: ReturnType<typeof setTimeout>;
}

/** Drafts typed but not yet written, by storage key. */
const pending = new Map<string, PendingDraft>();

function cancelPending(storageKey: string): PendingDraft | undefined {
  const draft = pending.get(storageKey);
  if (draft) {
    clearTimeout(draft.timer);
    pending.delete(storageKey);
  }
  return draft;
}

export function loadDraft(storageKey: string): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** Saves the HTML under the key at once (an empty document removes the draft); false when storage refused. */
export function saveDraft(storageKey: string, html: string): boolean {
  cancelPending(storageKey);
  try {
    if (html) localStorage.setItem(storageKey, html);
    else localStorage.removeItem(storageKey);
    return true;
  } catch {
    return false;
  }
}

/**
 * Saves the HTML once typing has paused for DRAFT_SAVE_DELAY_MS: each call replaces the one
 * before it. `onSaved` hears whether storage took it.
 */
export function saveDraftSoon(storageKey: string, html: string, onSaved?: (saved: boolean) => void): void {
  cancelPending(storageKey);
  const timer = setTimeout(() => onSaved?.(saveDraft(storageKey, html)), DRAFT_SAVE_DELAY_MS);
  pending.set(storageKey, { html, timer });
}

/** Writes a draft still waiting for the pause at once (the editor goes away, the tab is hidden); nothing if none waits. */
export function flushDraft(storageKey: string): void {
  const draft = cancelPending(storageKey);
  if (draft) saveDraft(storageKey, draft.html);
}

/** Forgets the draft, e.g. once the form it belongs to has been submitted; one still waiting is dropped too. */
export function clearDraft(storageKey: string): void {
  cancelPending(storageKey);
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
}
