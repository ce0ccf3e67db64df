/**
 * Every request the cluster test makes, with its answer, time and the replica that answered
 * (haproxy's X-Kampus-Replica), so that the statuses can be judged against what was happening
 * (a replica killed, the database restarting) when each was answered.
 */
export interface Exchange {
  method: string;
  /** The path with ids replaced, for the summary. */
  route: string;
  status: number;
  /** Set when no answer came (connection reset, timeout). */
  error?: string;
  startedAt: number;
  endedAt: number;
  replica: string | undefined;
  retryAfter: string | null;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData | URLSearchParams;
  redirect?: 'manual' | 'follow';
  timeoutMs?: number;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers | undefined;
  bytes?: Uint8Array;
}

const routeOf = (path: string) =>
  path
    .split('?')[0]!
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')
    .replace(/\/checkout\/[^/]+/, '/checkout/:code')
    .replace(/\/file\/([^/]+)\/[^/]+/, '/file/$1/:key');

export class HttpLog {
  readonly exchanges: Exchange[] = [];

  /** One request; never throws: no answer is status 0 with the error. */
  async call<T = unknown>(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | URLSearchParams | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const startedAt = Date.now();
    const url = path.startsWith('http') ? path : `${base}${path}`;
    try {
      const response = await fetch(url, {
        method,
        headers,
        body,
        redirect: options.redirect ?? 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
      const type = response.headers.get('content-type') ?? '';
      const raw = new Uint8Array(await response.arrayBuffer());
      let parsed: unknown = undefined;
      if (type.includes('json')) {
        try {
          parsed = JSON.parse(Buffer.from(raw).toString('utf8'));
        } catch {
          parsed = undefined;
        }
      }
      this.exchanges.push({
        method,
        route: routeOf(new URL(url).pathname),
        status: response.status,
        startedAt,
        endedAt: Date.now(),
        replica: response.headers.get('x-kampus-replica') ?? undefined,
        retryAfter: response.headers.get('retry-after'),
      });
      return { status: response.status, body: parsed as T, headers: response.headers, bytes: raw };
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      this.exchanges.push({
        method,
        route: routeOf(new URL(url).pathname),
        status: 0,
        error: `${error instanceof Error ? error.message : String(error)}${cause}`,
        startedAt,
        endedAt: Date.now(),
        replica: undefined,
        retryAfter: null,
      });
      return { status: 0, body: undefined as T, headers: undefined };
    }
  }
}
