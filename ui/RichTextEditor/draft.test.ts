import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_SAVE_DELAY_MS, flushDraft, loadDraft, saveDraft, saveDraftSoon } from './draft';

const key = 'kampus:draft:test';

afterEach(() => {
  clearDraft(key);
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('drafts', () => {
  it('saves, loads and clears the HTML under the key', () => {
    expect(loadDraft(key)).toBeNull();
    expect(saveDraft(key, '<p><strong>Hi</strong></p>')).toBe(true);
    expect(loadDraft(key)).toBe('<p><strong>Hi</strong></p>');
    clearDraft(key);
    expect(loadDraft(key)).toBeNull();
  });

  it('removes the draft when the document is empty', () => {
    saveDraft(key, '<p>Old</p>');
    expect(saveDraft(key, '')).toBe(true);
    expect(loadDraft(key)).toBeNull();
  });

  it('reports a refused save and reads nothing when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError');
    });
    expect(saveDraft(key, '<p>Hi</p>')).toBe(false);
    expect(loadDraft(key)).toBeNull();
  });

  it('keeps the draft as the user types, once typing pauses, and says whether it was kept', () => {
    vi.useFakeTimers();
    const onSaved = vi.fn();
    saveDraftSoon(key, '<p>S</p>', onSaved);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    saveDraftSoon(key, '<p>Se</p>', onSaved);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    expect(loadDraft(key)).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loadDraft(key)).toBe('<p>Se</p>');
    expect(onSaved).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('writes a waiting draft at once when flushed, and only once', () => {
    vi.useFakeTimers();
    const onSaved = vi.fn();
    saveDraftSoon(key, '<p>Leaving now</p>', onSaved);
    flushDraft(key);
    expect(loadDraft(key)).toBe('<p>Leaving now</p>');
    localStorage.removeItem(key);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    flushDraft(key);
    expect(loadDraft(key)).toBeNull();
  });

  it('drops a waiting draft when the draft is cleared or saved at once', () => {
    vi.useFakeTimers();
    saveDraftSoon(key, '<p>Submitted</p>');
    clearDraft(key);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    flushDraft(key);
    expect(loadDraft(key)).toBeNull();

    saveDraftSoon(key, '<p>Older</p>');
    saveDraft(key, '<p>Ctrl+S</p>');
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(loadDraft(key)).toBe('<p>Ctrl+S</p>');
  });
});
