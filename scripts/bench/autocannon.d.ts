/** The small part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    total: number;
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send of this request: answers the request to send (e.g. with a new path). */
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    /** Sent in turn by each connection, instead of the one request the other options describe. */
    requests?: Request[];
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
