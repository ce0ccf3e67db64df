import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { assertOwnPublicImages, listingImagesOf } from './listing-images';
import { assertPhotoFormat, UnreadablePhotoError } from './photo-reader';
import { nestedUseSvg, pictureBytes, uploadListingPhoto, uploadWithVisibility } from './testing';

const db = useTestDatabase();

/** A JPEG from a phone: EXIF with the camera, the GPS position and an orientation (6: turn 90° clockwise). */
async function phoneJpeg(width: number, height: number, orientation = 1): Promise<Uint8Array> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Tecno', Model: 'Camon 20', Copyright: 'Ada Buyer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' },
    })
    .toBuffer();
  // sharp writes orientation through its own option.
  return new Uint8Array(orientation === 1 ? bytes : await sharp(bytes).withMetadata({ orientation }).jpeg().toBuffer());
}

async function fetchBytes(t: TestApp, url: string) {
  const res = await t.app.request(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

async function listingImage(t: TestApp, key: string) {
  const [image] = await listingImagesOf(db(), [key], 'A photo');
  if (!image) throw new Error(`no listing image for ${key}`);
  return image;
}

describe('public uploads (listing photos)', () => {
  it('are re-encoded as WebP at 320, 640 and 1280 px with no metadata at all (no GPS position)', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const original = await phoneJpeg(1600, 1200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(Buffer.from(original).includes('Tecno')).toBe(true);

    const res = await uploadWithVisibility(t, accessToken, original, 'public');
    expect(res.status).toBe(201);
    const { key, url, info } = res.body.data.result;
    expect(key).toMatch(/^[\w-]{22}\.webp$/);
    expect(info.mimetype).toBe('image/webp');

    const image = await listingImage(t, key);
    expect(image.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    expect(image).toMatchObject({ key, width: 1280, height: 960, url: image.variants[1]?.url });
    expect(image.variants[2]?.url).toBe(url);
    for (const variant of image.variants) {
      const served = await fetchBytes(t, variant.url);
      expect(served.status).toBe(200);
      expect(served.type).toBe('image/webp');
      expect(served.cache).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.bytes.includes('Tecno')).toBe(false);
      expect(served.bytes.includes('EXIF')).toBe(false);
    }
  });

  it('are turned upright by their EXIF orientation', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const key = await uploadListingPhoto(t, accessToken, await phoneJpeg(1400, 700, 6));
    const image = await listingImage(t, key);
    // 1400 × 700 lying on its side stands up as 700 × 1400: 700 px fill 320 and 640, not 1280.
    expect(image.variants.map((v) => v.width)).toEqual([320, 640]);
    expect([image.width, image.height]).toEqual([640, 1280]);
  });

  it.each([
    [1000, 750, [320, 640]],
    [640, 480, [320, 640]],
    [500, 500, [320]],
    [200, 150, [200]],
    [1, 1, [1]],
  ])('never enlarge: a %i × %i picture gets the widths %j', async (width, height, widths) => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const key = await uploadListingPhoto(t, accessToken, await pictureBytes(width, height, 'png'));
    const image = await listingImage(t, key);
    expect(image.variants.map((v) => v.width)).toEqual(widths);
    expect(image.width).toBe(widths.at(-1));
  });

  it.each([
    ['an SVG', images.svg],
    ['an SVG of nested <use> elements', nestedUseSvg()],
  ])('refuse %s with 415 at once, never rasterising it', async (_kind, bytes) => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const started = performance.now();
    const res = await uploadWithVisibility(t, accessToken, bytes, 'public');
    // Rasterised, the nested one kept a core busy for about ten seconds.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      message: 'File type not supported. Please upload a image file.',
      errors: { file: 'File type not supported. Please upload a image file.' },
    });
  });

  it('refuse bytes that sharp would read as another format than the one detected', () => {
    expect(() => assertPhotoFormat('svg')).toThrow(UnreadablePhotoError);
    expect(() => assertPhotoFormat(undefined)).toThrow(UnreadablePhotoError);
    expect(() => assertPhotoFormat('jpeg', { mime: 'image/png', ext: 'png', sharpFormat: 'png' })).toThrow(UnreadablePhotoError);
    expect(() => assertPhotoFormat('png', { mime: 'image/png', ext: 'png', sharpFormat: 'png' })).not.toThrow();
  });

  it.each([
    ['text', images.text],
    ['html', images.html],
    ['a PNG signature with broken pixels', Buffer.concat([images.png.subarray(0, 40), Buffer.alloc(64, 7)])],
  ])('refuse %s with 415, as before', async (_kind, bytes) => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const res = await uploadWithVisibility(t, accessToken, bytes, 'public');
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('File type not supported. Please upload a image file.');
  });

  it('refuse a picture with more pixels than a photo needs, before decoding it (413)', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    // A small PNG whose header claims 10000 × 6000 pixels: refused on the header alone.
    const huge = Buffer.from(images.png);
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(6_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    const res = await uploadWithVisibility(t, accessToken, huge, 'public');
    expect(res.status).toBe(413);
    expect(res.body.errors).toEqual({ file: expect.stringMatching(/too large/) });
  });

  it('private uploads (identity documents) are kept byte for byte, as before', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const original = await phoneJpeg(400, 300);
    const res = await uploadWithVisibility(t, accessToken, original, 'private');
    expect(res.status).toBe(201);
    const { key, url } = res.body.data.result;
    expect(key).toMatch(/\.jpg$/);
    const served = await t.app.request(url, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(original))).toBe(true);
    expect(await listingImagesOf(db(), [key], 'x')).toEqual([]);
  });

  it('a variant key that does not exist is a 404', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const key = await uploadListingPhoto(t, accessToken, await pictureBytes(400, 300));
    for (const missing of [key.replace('.webp', '-1280.webp'), key.replace('.webp', '-999.webp')]) {
      const res = await t.request('GET', `/v1/file/kampus/${missing}`);
      expect(res.status).toBe(404);
    }
  });
});

describe('listingImagesOf', () => {
  it('answers the keys in the order given, skipping unknown and private ones', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const a = await uploadListingPhoto(t, accessToken, await pictureBytes(700, 500));
    const b = await uploadListingPhoto(t, accessToken, await pictureBytes(300, 200));
    const c = await uploadListingPhoto(t, accessToken, await pictureBytes(1300, 1300));
    const privateKey = (await t.upload(accessToken, await pictureBytes(300, 300))).body.data.result.key;
    const list = await listingImagesOf(db(), [c, 'AAAAAAAAAAAAAAAAAAAAAA.webp', a, privateKey, b], 'Blue kettle');
    expect(list.map((image) => image.key)).toEqual([c, a, b]);
    expect(list.every((image) => image.alt === 'Blue kettle')).toBe(true);
    // url: the 640 variant, or the largest below it.
    expect(list.map((image) => image.variants.find((v) => v.url === image.url)?.width)).toEqual([640, 640, 300]);
    expect(list[2]).toMatchObject({ width: 300, height: 200, variants: [{ width: 300 }] });
    expect(await listingImagesOf(db(), [], 'x')).toEqual([]);
  });
});

describe('assertOwnPublicImages', () => {
  it("accepts the owner's own listing photos and refuses anyone else's, private files and unknown keys", async () => {
    const t = createTestApp(db());
    const owner = await t.signUp();
    const other = await t.signUp();
    const mine = await uploadListingPhoto(t, owner.accessToken);
    const theirs = await uploadListingPhoto(t, other.accessToken);
    const privateKey = (await t.upload(owner.accessToken, images.png)).body.data.result.key;
    const ownerId = await userIdOf(t, owner.accessToken);

    await expect(assertOwnPublicImages(db(), ownerId, [mine, mine], 'imageKeys')).resolves.toBeUndefined();
    for (const keys of [[mine, theirs], [privateKey], ['AAAAAAAAAAAAAAAAAAAAAA.webp']]) {
      await expect(assertOwnPublicImages(db(), ownerId, keys, 'bannerKey')).rejects.toMatchObject({
        status: 400,
        errors: { bannerKey: expect.any(String) },
      });
    }
  });
});

async function userIdOf(t: TestApp, token: string): Promise<string> {
  const me = await t.request<{ data: { id: string } }>('GET', '/v1/user', { token });
  return me.body.data.id;
}
