import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { Services } from '../../services';

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** GET /v1/university: public, served from memory, with ETag / If-None-Match. */
export function universityRoutes(services: Services) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const list = await services.universities.current();
    const headers = { ETag: list.etag, 'Cache-Control': 'public, max-age=3600' };
    if (etagMatches(c.req.header('if-none-match'), list.etag)) return c.body(null, 304, headers);
    return c.body(list.json, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
  });
}
