import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { relaxedRateLimits, standardRateLimits } from '../../config';

const db = useTestDatabase();

async function send(t: TestApp, token: string, path: '/v1/file/upload' | '/v1/user/photo', bytes: Uint8Array = images.png) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  const response = await t.app.request(path, {
    method: path === '/v1/file/upload' ? 'POST' : 'PUT',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { message?: string },
  };
}

describe('uploads per person', () => {
  it('are limited to 30 in 10 minutes: the next answers 429 with Retry-After, for that person only', async () => {
    // Limits run on Date.now (rate-limiter-flexible): t.advance moves a fake Date with the clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    expect(standardRateLimits.uploadsPerUser).toEqual({ limit: 30, windowMs: 10 * 60 * 1000 });
    const t = createTestApp(db());
    const ada = await t.signUp();
    const ben = await t.signUp();
    for (let i = 0; i < standardRateLimits.uploadsPerUser.limit; i += 1)
      expect((await send(t, ada.accessToken, '/v1/file/upload')).status).toBe(201);

    const refused = await send(t, ada.accessToken, '/v1/file/upload');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have uploaded too many files. Try again in 10 minutes.');
    expect(Number(refused.retryAfter)).toBe(600);
    expect((await send(t, ben.accessToken, '/v1/file/upload')).status).toBe(201);

    t.advance(Number(refused.retryAfter) * 1000);
    expect((await send(t, ada.accessToken, '/v1/file/upload')).status).toBe(201);
  });

  it('count refused uploads too, so a stream of bad files is limited as well', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    for (let i = 0; i < standardRateLimits.uploadsPerUser.limit; i += 1) {
      expect((await send(t, accessToken, '/v1/file/upload', images.text)).status).toBe(415);
    }
    expect((await send(t, accessToken, '/v1/file/upload', images.text)).status).toBe(429);
  });

  it('are not limited with relaxed limits (load tests, the web bench’s seed)', async () => {
    const t = createTestApp(db(), { config: { rateLimits: relaxedRateLimits() } });
    const { accessToken } = await t.signUp();
    for (let i = 0; i <= standardRateLimits.uploadsPerUser.limit; i += 1) {
      expect((await send(t, accessToken, '/v1/file/upload')).status).toBe(201);
    }
  });

  it('limit profile photos the same way', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    // Without a crop each is a 400, but it was still an upload to read.
    for (let i = 0; i < standardRateLimits.uploadsPerUser.limit; i += 1)
      expect((await send(t, accessToken, '/v1/user/photo')).status).toBe(400);
    const refused = await send(t, accessToken, '/v1/user/photo');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  });
});
