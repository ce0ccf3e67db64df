import { describe, expect, it } from 'vitest';
import type { University } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';

const db = useTestDatabase();

describe('GET /v1/university', () => {
  it('lists the Nigerian universities seeded by migration, sorted by name', async () => {
    const t = createTestApp(db());
    const res = await t.request<{ data: University[] }>('GET', '/v1/university');
    expect(res.status).toBe(200);
    const names = res.body.data.map((university) => university.name);
    expect(names.length).toBeGreaterThanOrEqual(150);
    for (const name of [
      'University of Lagos',
      'Lagos State University',
      'Federal University of Agriculture, Abeokuta',
      'Olabisi Onabanjo University',
      'Covenant University, Ota',
    ]) {
      expect(names).toContain(name);
    }
    expect([...names].sort((a, b) => (a < b ? -1 : 1))).toEqual(names);
    expect(res.body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('is cacheable: ETag, Cache-Control, and 304 for If-None-Match', async () => {
    const t = createTestApp(db());
    const first = await t.request('GET', '/v1/university');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const again = await t.app.request('/v1/university', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await t.app.request('/v1/university', { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
  });
});
