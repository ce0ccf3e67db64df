import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../contract';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';

const db = useTestDatabase();
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A body that counts how much of it the server actually read. */
function countingStream(totalBytes: number) {
  const chunk = new Uint8Array(64 * 1024);
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= totalBytes) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

/**
 * Streams `totalBytes` to the upload as a new user, with `length` the header that announces the
 * body's size (an honest or a lying Content-Length, or chunked); answers the status and how much
 * of the body the server read.
 */
async function streamUpload(totalBytes: number, length: Record<string, string>) {
  const t = createTestApp(db());
  const { accessToken } = await t.signUp();
  const { stream, counter } = countingStream(totalBytes);
  const res = await t.app.request('/v1/file/upload', {
    method: 'POST',
    body: stream,
    duplex: 'half',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'multipart/form-data; boundary=x', ...length },
  } as RequestInit);
  return { status: res.status, pulled: counter.pulled };
}

describe('POST /v1/file/upload', () => {
  it.each([
    ['png', images.png, 'image/png'],
    ['jpeg', images.jpeg, 'image/jpeg'],
    ['gif', images.gif, 'image/gif'],
    ['webp', images.webp, 'image/webp'],
    ['svg', images.svg, 'image/svg+xml'],
  ] as const)('accepts a %s image (decided by its bytes) and serves it back', async (_kind, bytes, mime) => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const res = await t.upload(accessToken, bytes, 'my photo.bin', 'application/octet-stream');
    expect(res.status).toBe(201);
    const { key, url, info } = res.body.data.result;
    expect(info).toEqual({ original_name: 'my photo.bin', mimetype: mime, size: bytes.byteLength });
    expect(url).toBe(`/v1/file/kampus/${key}`);

    const served = await t.app.request(url, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe(SVG_CSP);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ['html named .png', images.html, 'avatar.png', 'image/png'],
    ['text', images.text, 'notes.jpg', 'image/jpeg'],
    ['pdf', images.pdf, 'doc.png', 'image/png'],
    ['svg with entity declarations', images.svgWithEntities, 'logo.svg', 'image/svg+xml'],
  ])('refuses %s with 415, whatever its name and declared type', async (_kind, bytes, name, type) => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const res = await t.upload(accessToken, bytes, name, type);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('File type not supported. Please upload a image file.');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(images.png);
    const res = await t.upload(accessToken, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('File size is too large. Please upload a file less than 5MB.');
  });

  it('refuses by Content-Length before reading the body', async () => {
    const res = await streamUpload(8 * 1024 * 1024, { 'content-length': String(8 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.pulled).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('stops reading a chunked body once it passes the limit', async () => {
    const res = await streamUpload(20 * 1024 * 1024, { 'transfer-encoding': 'chunked' });
    expect(res.status).toBe(413);
    expect(res.pulled).toBeLessThan(MAX_UPLOAD_BYTES + 256 * 1024);
  });

  it('requires a signed-in user (401) and a file field (400)', async () => {
    const t = createTestApp(db());
    expect((await t.upload(undefined, images.png)).status).toBe(401);
    const { accessToken } = await t.signUp();
    const form = new FormData();
    form.append('other', 'value');
    const noFile = await t.app.request('/v1/file/upload', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ message: 'File is a required field', errors: { file: 'File is a required field' } });
    const notMultipart = await t.request('POST', '/v1/file/upload', { token: accessToken, json: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
    const empty = await t.upload(accessToken, new Uint8Array(0));
    expect(empty.status).toBe(400);
  });

  it('keeps only the base name of the original file name', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const res = await t.upload(accessToken, images.png, '../../etc/passwd.png');
    expect(res.body.data.result.info.original_name).toBe('passwd.png');
  });
});

describe('GET /v1/file/{bucket}/{key}', () => {
  it('answers 404 JSON for unknown keys, other buckets and odd keys', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const { key } = (await t.upload(accessToken, images.png)).body.data.result;
    for (const url of [
      '/v1/file/kampus/AAAAAAAAAAAAAAAAAAAAAA.png',
      `/v1/file/other/${key}`,
      '/v1/file/kampus/..%2F..%2Fsecrets.json',
    ]) {
      const res = await t.request('GET', url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'File not found' });
    }
  });
});
