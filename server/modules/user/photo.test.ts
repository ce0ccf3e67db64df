import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ProductDetail, SellerProfile } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { pictureBytes } from '../file/testing';
import { sellerWithProduct } from '../order/testing';
import { productReviews } from '../product/schema';
import { users } from './schema';
import { putPhoto, storagePathOf } from './testing';

const db = useTestDatabase();

/** A JPEG 400 wide and 200 high, red on the left half and blue on the right, with a GPS position and a camera in its EXIF. */
async function twoColourJpeg(orientation?: number): Promise<Uint8Array> {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  const image = sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 200, top: 0 },
    ])
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 0/1' },
    });
  const jpeg = await image.jpeg().toBuffer();
  // The orientation tag alone, written on the already encoded picture.
  return new Uint8Array(orientation ? await sharp(jpeg).withMetadata({ orientation }).jpeg().toBuffer() : jpeg);
}

async function fetchFile(t: TestApp, url: string) {
  const response = await t.app.request(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** The colour in the middle of a picture. */
async function centreColour(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}

describe('PUT /v1/user/photo', () => {
  it('keeps the chosen square at 48, 128 and 512 px as WebP, without EXIF or GPS', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const original = await twoColourJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await putPhoto(t, accessToken, original, { x: 200, y: 0, size: 200 }, 'image/jpeg');
    expect(res.status).toBe(200);
    const avatar = res.body.data?.avatar;
    expect(avatar?.variants.map((variant) => variant.width)).toEqual([48, 128, 512]);
    expect(avatar?.url).toBe(avatar?.variants[1]?.url);

    for (const variant of avatar?.variants ?? []) {
      const file = await fetchFile(t, variant.url);
      expect(file.status).toBe(200);
      expect(file.type).toBe('image/webp');
      const meta = await sharp(file.bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: variant.width,
        height: variant.width,
      });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(Buffer.from(file.bytes).includes('PhoneMaker')).toBe(false);
      // The right half of the picture: blue, not red.
      const colour = await centreColour(file.bytes);
      expect(colour.b).toBeGreaterThan(200);
      expect(colour.r).toBeLessThan(50);
    }

    // GET /v1/user shows it too.
    const me = await t.request<{ data: { avatar: unknown } }>('GET', '/v1/user', { token: accessToken });
    expect(me.body.data.avatar).toEqual(avatar);
  });

  it('crops the picture as it shows upright (EXIF orientation applied first)', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    // Stored 400 × 200, shown turned a quarter: 200 wide and 400 high.
    const turned = await twoColourJpeg(6);
    const wide = await putPhoto(t, accessToken, turned, { x: 0, y: 100, size: 300 }, 'image/jpeg');
    expect(wide.status).toBe(400);
    expect(wide.body.errors?.size).toContain('200 × 400');
    const fits = await putPhoto(t, accessToken, turned, { x: 0, y: 200, size: 200 }, 'image/jpeg');
    expect(fits.status).toBe(200);
  });

  it('refuses a crop outside the picture, smaller than 64 px, or missing, naming the field', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const png = await pictureBytes(300, 200, 'png');
    const cases: [Record<string, number | string>, string, RegExp][] = [
      [{ x: 150, y: 0, size: 200 }, 'size', /inside the photo/],
      [{ x: 0, y: 1, size: 200 }, 'size', /inside the photo/],
      [{ x: 0, y: 0, size: 63 }, 'size', /at least 64/],
      [{ x: -1, y: 0, size: 100 }, 'x', /whole number/],
      [{ x: 0, y: 'ten', size: 100 }, 'y', /whole number/],
      [{ x: 0, y: 0, size: 100.5 }, 'size', /whole number/],
      [{ x: 0, size: 100 }, 'y', /whole number/],
    ];
    for (const [crop, field, message] of cases) {
      const res = await putPhoto(t, accessToken, png, crop);
      expect(res.status, JSON.stringify(crop)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(crop)).toMatch(message);
    }
    const me = await t.request<{ data: { avatar: unknown } }>('GET', '/v1/user', { token: accessToken });
    expect(me.body.data.avatar).toBeNull();
  });

  it('refuses what is not a JPEG, PNG or WebP picture with 415', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const gif = new Uint8Array(
      await sharp({ create: { width: 100, height: 100, channels: 3, background: '#808080' } })
        .gif()
        .toBuffer(),
    );
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"></svg>');
    const text = new TextEncoder().encode('not a picture at all');
    // Looks like a PNG but is cut short: the header reads, the pixels do not.
    const broken = (await pictureBytes(200, 200, 'png')).slice(0, 120);
    for (const bytes of [gif, svg, text, broken]) {
      const res = await putPhoto(t, accessToken, bytes, { x: 0, y: 0, size: 100 });
      expect(res.status).toBe(415);
      expect(res.body.errors?.file).toBe('File type not supported. Please upload a image file.');
    }
    const webp = new Uint8Array(
      await sharp(await pictureBytes(100, 100))
        .webp()
        .toBuffer(),
    );
    expect((await putPhoto(t, accessToken, webp, { x: 0, y: 0, size: 100 }, 'image/webp')).status).toBe(200);
  });

  it('refuses a file over 5 MB with 413, and no file with 400', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const tooBig = new Uint8Array(5 * 1024 * 1024 + 1);
    const res = await putPhoto(t, accessToken, tooBig, { x: 0, y: 0, size: 100 });
    expect(res.status).toBe(413);
    expect(res.body.errors?.file).toBe('File size is too large. Please upload a file less than 5MB.');

    const form = new FormData();
    form.append('x', '0');
    const none = await t.app.request('/v1/user/photo', {
      method: 'PUT',
      body: form,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { errors: Record<string, string> }).errors.file).toBe('File is a required field');
    const json = await t.request('PUT', '/v1/user/photo', { token: accessToken, json: { x: 0 } });
    expect(json.status).toBe(400);
  });

  it('deletes the previous photo’s files when a new one replaces it', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const first = await putPhoto(t, accessToken, await pictureBytes(200, 200, 'png'), { x: 0, y: 0, size: 200 });
    const firstUrls = first.body.data?.avatar?.variants.map((variant) => variant.url) ?? [];
    expect(firstUrls).toHaveLength(3);
    const second = await putPhoto(t, accessToken, await pictureBytes(300, 300, 'png'), { x: 50, y: 50, size: 100 });
    expect(second.status).toBe(200);
    expect(second.body.data?.avatar?.url).not.toBe(first.body.data?.avatar?.url);
    for (const url of firstUrls) {
      expect((await fetchFile(t, url)).status).toBe(404);
      expect(await t.storage.get(storagePathOf(url))).toBeUndefined();
    }
    for (const variant of second.body.data?.avatar?.variants ?? []) expect((await fetchFile(t, variant.url)).status).toBe(200);
  });

  it('answers 401 without a session, and changes nothing', async () => {
    const t = createTestApp(db());
    const res = await putPhoto(t, undefined, await pictureBytes(100, 100, 'png'), { x: 0, y: 0, size: 100 });
    expect(res.status).toBe(401);
    expect((await t.request('DELETE', '/v1/user/photo')).status).toBe(401);
  });
});

describe('DELETE /v1/user/photo', () => {
  it('goes back to initials and deletes the files; a second time changes nothing', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const set = await putPhoto(t, accessToken, await pictureBytes(120, 120, 'png'), { x: 0, y: 0, size: 120 });
    const urls = set.body.data?.avatar?.variants.map((variant) => variant.url) ?? [];
    expect(urls).toHaveLength(3);

    const removed = await t.request<{ data: { avatar: unknown } }>('DELETE', '/v1/user/photo', { token: accessToken });
    expect(removed.status).toBe(200);
    expect(removed.body.data.avatar).toBeNull();
    for (const url of urls) {
      expect((await fetchFile(t, url)).status).toBe(404);
      expect(await t.storage.get(storagePathOf(url))).toBeUndefined();
    }
    const again = await t.request<{ data: { avatar: unknown } }>('DELETE', '/v1/user/photo', { token: accessToken });
    expect(again.status).toBe(200);
    expect(again.body.data.avatar).toBeNull();
  });
});

describe('a seller’s photo', () => {
  it('shows on their listings, their public profile and the reviews they write', async () => {
    const t = createTestApp(db());
    const { seller, product } = await sellerWithProduct(t);
    expect(product.seller.avatar).toBeNull();
    const set = await putPhoto(t, seller.token, await pictureBytes(100, 100, 'png'), { x: 0, y: 0, size: 100 });
    const avatar = set.body.data?.avatar;
    expect(avatar).not.toBeNull();

    const detail = await t.request<{ data: ProductDetail }>('GET', `/v1/products/${product.slug}`);
    expect(detail.body.data.seller.avatar).toEqual(avatar);
    const profile = await t.request<{ data: SellerProfile }>('GET', `/v1/sellers/${seller.id}`);
    expect(profile.body.data.avatar).toEqual(avatar);

    // A reviewer with a photo, and one without.
    const withPhoto = await t.signUp({ firstname: 'Tolu' });
    const theirs = await putPhoto(t, withPhoto.accessToken, await pictureBytes(90, 90, 'png'), { x: 0, y: 0, size: 90 });
    const without = await t.signUp({ firstname: 'Bisi' });
    for (const [email, at] of [
      [withPhoto.email, 1],
      [without.email, 2],
    ] as const) {
      const [author] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await t.services.db.insert(productReviews).values({
        productId: product.id,
        authorId: author?.id ?? '',
        rating: 4,
        text: 'As described',
        createdAt: new Date(t.clock.now().getTime() - at * 60_000),
      });
    }
    const reviewed = await t.request<{ data: ProductDetail }>('GET', `/v1/products/${product.slug}`);
    expect(reviewed.body.data.reviews.map((review) => review.authorAvatar)).toEqual([theirs.body.data?.avatar, null]);
    const sellerPage = await t.request<{ data: SellerProfile }>('GET', `/v1/sellers/${seller.id}`);
    expect(sellerPage.body.data.reviews.map((review) => review.authorAvatar)).toEqual([theirs.body.data?.avatar, null]);
  });
});
