import type { Server, ServerResponse } from 'node:http';
import type { ReadinessState } from '../modules/health/readiness';

/** How often connections that finished their last request are closed while draining. */
const IDLE_SWEEP_MS = 50;

export interface HttpDrain {
  /**
   * Not ready first (readiness answers 503 and every response from now on says
   * `Connection: close`), then stop accepting, let the requests in flight finish for up to
   * `graceMs`, closing each connection as it falls idle, and cut whatever is still open after.
   * Answers how many requests were cut.
   */
  drain(graceMs: number): Promise<number>;
}

/** Follows the requests in flight on `server`, so a shutdown can wait for them (SIGTERM, main.ts). */
export function drainableServer(server: Server, readiness: ReadinessState): HttpDrain {
  const inFlight = new Set<ServerResponse>();
  const closeWhenDone = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  // Ahead of the app's own listener, which may answer at once.
  server.prependListener('request', (_request, response: ServerResponse) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    if (readiness.draining) closeWhenDone(response);
  });

  return {
    drain: (graceMs) => {
      readiness.beginDraining();
      inFlight.forEach(closeWhenDone);
      return new Promise<number>((resolve) => {
        let cut = 0;
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        const deadline = setTimeout(() => {
          cut = inFlight.size;
          server.closeAllConnections();
        }, graceMs);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(deadline);
          resolve(cut);
        });
      });
    },
  };
}
