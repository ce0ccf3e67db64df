import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './draft';

const key = 'kampus:draft:test';

afterEach(() => {
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
});
