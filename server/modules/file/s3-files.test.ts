import { afterAll, describe, expect, it } from 'vitest';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { S3Storage } from '../../storage/s3-storage';
import type { S3StorageOptions } from '../../storage/s3-storage';
import { testS3Options, unreachableEndpoint } from '../../storage/testing';
import { putPhoto, storagePathOf } from '../user/testing';
import { files } from './schema';
import { pictureBytes, uploadWithVisibility } from './testing';

const db = useTestDatabase();
const s3Options = testS3Options();
const opened: S3Storage[] = [];
afterAll(() => opened.forEach((storage) => storage.close()));

function s3Storage(options: S3StorageOptions): S3Storage {
  const storage = new S3Storage(options);
  opened.push(storage);
  return storage;
}

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const STORAGE_AWAY = {
  message: 'Files cannot be stored or read at the moment. Please try again in a few seconds.',
};

async function read(t: TestApp, url: string, token?: string) {
  const response = await t.app.request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    retryAfter: response.headers.get('retry-after'),
    body: isJson ? ((await response.json()) as unknown) : new Uint8Array(await response.arrayBuffer()),
  };
}

describe.skipIf(!s3Options)('files on S3 storage (TEST_S3_ENDPOINT)', () => {
  const options = s3Options as S3StorageOptions;

  it('stores a listing photo and a private file in the bucket and serves them through the app, visibility respected', async () => {
    const bucket = s3Storage(options);
    const t = createTestApp(db(), { storage: s3Storage(options) });
    const seller = await t.signUp();
    const other = await t.signUp();

    const photo = await uploadWithVisibility(t, seller.accessToken, await pictureBytes(800, 600), 'public');
    expect(photo.status).toBe(201);
    const photoUrl = photo.body.data.result.url;
    const publicRead = await read(t, photoUrl);
    expect(publicRead).toMatchObject({ status: 200, type: 'image/webp', cacheControl: ONE_YEAR_IMMUTABLE });
    // The bytes served are the bytes in the bucket, read by a client of its own.
    expect(await bucket.get(storagePathOf(photoUrl))).toEqual(publicRead.body);

    const document = await t.upload(seller.accessToken, images.png);
    expect(document.status).toBe(201);
    const documentUrl = document.body.data.result.url;
    const own = await read(t, documentUrl, seller.accessToken);
    expect(own).toMatchObject({ status: 200, type: 'image/png', cacheControl: 'private, no-store' });
    expect(own.body).toEqual(new Uint8Array(images.png));
    for (const stranger of [other.accessToken, undefined]) {
      expect(await read(t, documentUrl, stranger)).toMatchObject({ status: 404, body: { message: 'File not found' } });
    }
  });

  it('serves an upload through another replica on the same database and bucket', async () => {
    const replicaA = createTestApp(db(), { storage: s3Storage(options) });
    const replicaB = createTestApp(db(), { storage: s3Storage(options) });
    const seller = await replicaA.signUp();
    const photo = await uploadWithVisibility(replicaA, seller.accessToken, await pictureBytes(640, 480), 'public');
    const document = await replicaA.upload(seller.accessToken, images.png);

    expect(await read(replicaB, photo.body.data.result.url)).toMatchObject({ status: 200, type: 'image/webp' });
    const own = await read(replicaB, document.body.data.result.url, seller.accessToken);
    expect(own).toMatchObject({ status: 200, body: new Uint8Array(images.png) });
  });

  it('keeps profile photos in the bucket and removes the replaced one from it', async () => {
    const bucket = s3Storage(options);
    const t = createTestApp(db(), { storage: s3Storage(options) });
    const { accessToken } = await t.signUp();
    const first = await putPhoto(t, accessToken, await pictureBytes(300, 300, 'png'), { x: 0, y: 0, size: 300 });
    expect(first.status).toBe(200);
    const firstUrls = first.body.data?.avatar?.variants.map((variant) => variant.url) ?? [];
    expect(firstUrls).toHaveLength(3);
    for (const url of firstUrls) expect(await read(t, url)).toMatchObject({ status: 200, cacheControl: ONE_YEAR_IMMUTABLE });

    const second = await putPhoto(t, accessToken, await pictureBytes(200, 200, 'png'), { x: 0, y: 0, size: 200 });
    expect(second.status).toBe(200);
    for (const url of firstUrls) expect(await bucket.get(storagePathOf(url))).toBeUndefined();
  });

  it('answers 404 for a file whose object is gone from the bucket', async () => {
    const bucket = s3Storage(options);
    const t = createTestApp(db(), { storage: s3Storage(options) });
    const owner = await t.signUp();
    const url = (await t.upload(owner.accessToken, images.png)).body.data.result.url;
    await bucket.delete(storagePathOf(url));
    expect(await read(t, url, owner.accessToken)).toMatchObject({ status: 404, body: { message: 'File not found' } });
  });
});

describe('files while the S3 store is away', () => {
  const away = async () =>
    s3Storage({
      endpoint: await unreachableEndpoint(),
      bucket: 'kampus-files',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });

  it('refuses an upload with 503 and Retry-After, and records no file', async () => {
    const t = createTestApp(db(), { storage: await away() });
    const owner = await t.signUp();
    const filesBefore = await db().$count(files);
    const document = await t.upload(owner.accessToken, images.png);
    expect(document.status).toBe(503);
    expect(document.headers.get('retry-after')).toBe('5');
    expect(document.body).toEqual(STORAGE_AWAY);
    const photo = await uploadWithVisibility(t, owner.accessToken, await pictureBytes(640, 480), 'public');
    expect(photo.status).toBe(503);
    expect(await db().$count(files)).toBe(filesBefore);
  });

  it('answers 503 with Retry-After, not 500, for a file it cannot read', async () => {
    const storedElsewhere = createTestApp(db());
    const owner = await storedElsewhere.signUp();
    const url = (await storedElsewhere.upload(owner.accessToken, images.png)).body.data.result.url;

    const t = createTestApp(db(), { storage: await away() });
    const res = await read(t, url, owner.accessToken);
    expect(res).toMatchObject({ status: 503, retryAfter: '5', cacheControl: 'no-store', body: STORAGE_AWAY });
  });
});
