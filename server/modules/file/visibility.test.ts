import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../clock';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { signInAdmin } from '../admin/testing';
import { sessions } from '../auth/schema';
import { users } from '../user/schema';
import { uploadWithVisibility } from './testing';

const db = useTestDatabase();
const NOT_FOUND = { message: 'File not found' };
const VISIBILITY_ERROR = "Visibility must be 'public' or 'private'";

/** GET a file URL as a bearer, with a cookie, or anonymously. */
async function read(t: TestApp, url: string, as: { token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (as.token) headers.authorization = `Bearer ${as.token}`;
  if (as.cookie) headers.cookie = as.cookie;
  const response = await t.app.request(url, { headers });
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    resourcePolicy: response.headers.get('cross-origin-resource-policy'),
    body: isJson ? ((await response.json()) as unknown) : Buffer.from(await response.arrayBuffer()),
  };
}

/** An owner with one private upload (the default: no visibility field), and someone else. */
async function privateFile(t: TestApp) {
  const owner = await t.signUp();
  const upload = await t.upload(owner.accessToken, images.png);
  expect(upload.status).toBe(201);
  const other = await t.signUp();
  return { owner, other, url: upload.body.data.result.url };
}

describe('private files (the default)', () => {
  it('are served to their owner, uncached', async () => {
    const t = createTestApp(db());
    const { owner, url } = await privateFile(t);
    const res = await read(t, url, { token: owner.accessToken });
    expect(res.status).toBe(200);
    expect(res.cacheControl).toBe('private, no-store');
    expect(res.resourcePolicy).toBe('same-site');
    expect(Buffer.isBuffer(res.body) && res.body.equals(images.png)).toBe(true);
  });

  it('do not exist for another user or an anonymous caller (404, like a missing file)', async () => {
    const t = createTestApp(db());
    const { other, url } = await privateFile(t);
    for (const as of [{ token: other.accessToken }, {}, { token: 'not-a-token' }]) {
      const res = await read(t, url, as);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
      expect(res.cacheControl).toBe('no-store');
    }
    const missing = await read(t, url.replace(/[\w-]{22}\./, 'AAAAAAAAAAAAAAAAAAAAAA.'), { token: other.accessToken });
    expect(missing.body).toEqual(NOT_FOUND);
  });

  it('are not served to an administrator for being one (staff read what their role reads: staff-access.test.ts)', async () => {
    const t = createTestApp(db());
    const { url } = await privateFile(t);
    const admin = await signInAdmin(t);
    const res = await read(t, url, { token: admin.accessToken });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });

  it('accept the access token from the kampus.accessToken cookie (an image tag sends no header)', async () => {
    const t = createTestApp(db());
    const { owner, other, url } = await privateFile(t);
    const own = await read(t, url, { cookie: `theme=dark; kampus.accessToken=${owner.accessToken}` });
    expect(own.status).toBe(200);
    expect(own.cacheControl).toBe('private, no-store');
    expect((await read(t, url, { cookie: `kampus.accessToken=${other.accessToken}` })).status).toBe(404);
    expect((await read(t, url, { cookie: 'kampus.accessToken=garbage' })).status).toBe(404);
    expect((await read(t, url, { cookie: `kampus.refreshToken=${owner.accessToken}` })).status).toBe(404);
  });

  it('are not served on an expired token or a revoked session', async () => {
    const t = createTestApp(db());
    const { owner, url } = await privateFile(t);
    const [ownerRow] = await db().select({ id: users.id }).from(users).where(eq(users.email, owner.email));
    if (!ownerRow) throw new Error('owner not found');
    await db().update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, ownerRow.id));
    expect((await read(t, url, { token: owner.accessToken })).status).toBe(404);
    expect((await read(t, url, { cookie: `kampus.accessToken=${owner.accessToken}` })).status).toBe(404);

    const fresh = await t.request<{ data: { accessToken: string } }>('POST', '/v1/auth/login', {
      json: { email: owner.email, password: owner.password },
    });
    expect((await read(t, url, { token: fresh.body.data.accessToken })).status).toBe(200);
    t.clock.advance(HOUR);
    expect((await read(t, url, { token: fresh.body.data.accessToken })).status).toBe(404);
  });
});

describe('public files', () => {
  it('are served to anyone, cached for a year', async () => {
    const t = createTestApp(db());
    const owner = await t.signUp();
    const upload = await uploadWithVisibility(t, owner.accessToken, images.png, 'public');
    expect(upload.status).toBe(201);
    const { url } = upload.body.data.result;
    for (const as of [{}, { token: owner.accessToken }, { token: (await t.signUp()).accessToken }]) {
      const res = await read(t, url, as);
      expect(res.status).toBe(200);
      expect(res.cacheControl).toBe('public, max-age=31536000, immutable');
      expect(res.resourcePolicy).toBe('cross-origin');
    }
  });
});

describe('the upload visibility field', () => {
  it.each(['secret', '', 'PUBLIC', 'private '])("refuses '%s' with a field error", async (visibility) => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const res = await uploadWithVisibility(t, accessToken, images.png, visibility);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: VISIBILITY_ERROR, errors: { visibility: VISIBILITY_ERROR } });
  });

  it('refuses a file sent as the visibility', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(images.png)], 'photo.png', { type: 'image/png' }));
    form.append('visibility', new File(['public'], 'visibility.txt'));
    const res = await t.app.request('/v1/file/upload', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: VISIBILITY_ERROR, errors: { visibility: VISIBILITY_ERROR } });
  });

  it('does not take the access token from a cookie: uploading needs the bearer header', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(images.png)], 'photo.png', { type: 'image/png' }));
    const res = await t.app.request('/v1/file/upload', {
      method: 'POST',
      body: form,
      headers: { cookie: `kampus.accessToken=${accessToken}` },
    });
    expect(res.status).toBe(401);
  });
});
