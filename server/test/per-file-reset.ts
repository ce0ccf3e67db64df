import { afterAll, vi } from 'vitest';

// The server's test files share one worker (vite.config.ts, `isolate: false`): a file that failed
// before putting the real clock back must not hand a frozen Date to the next file.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
