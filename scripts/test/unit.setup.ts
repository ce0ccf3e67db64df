import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// The unit files share one jsdom (vite.config.ts, `isolate: false`): what one file leaves in the
// browser's globals is cleared before the next file starts, as a fresh jsdom would be. The
// styles modules injected into <head> stay: the modules stay loaded too.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});
