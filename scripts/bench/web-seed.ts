/**
 * Bench-only: the catalogue `npm run bench:web` measures the pages with, on a fresh embedded
 * database, before the server starts (one process per data folder). Sixteen products of the
 * demo catalogue, spread over its three categories, each listed as a seller would list it: its three
 * photos drawn at full size and uploaded (`POST /v1/file/upload`, which re-encodes them into
 * their WebP widths), then `POST /v1/products`; with the demo catalogue's reviews. Far quicker
 * than the whole demo seed (no events, about a third of its pictures), yet every card and gallery shows
 * real photos of real sizes, so the pages download what they would in use.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import { defaultConfig, relaxedRateLimits } from '../../server/config';
import { randomToken } from '../../server/crypto/tokens';
import { openPglite } from '../../server/db/database';
import { seedProducts } from '../../server/db/seed-catalogue/catalogue';
import { productPhotos } from '../../server/db/seed-catalogue/pictures';
import { productBody, uploadPhoto } from '../../server/db/seed-catalogue/seed';
import { silentLogger } from '../../server/logger';
import { DevMailbox } from '../../server/dev/mail/mailbox';
import { Sessions } from '../../server/modules/auth/sessions';
import { files } from '../../server/modules/file/schema';
import { kycSubmissions } from '../../server/modules/kyc/schema';
import { productReviews } from '../../server/modules/product/schema';
import { universities } from '../../server/modules/university/schema';
import { users } from '../../server/modules/user/schema';
import { LocalDiskStorage } from '../../server/storage/local-disk-storage';

/** How many products: more than a page of /explore (12), so it has its pagination too; every row the pages show is full. */
const PRODUCT_COUNT = 16;
/** sharp draws and re-encodes off the main thread while the database works: three at a time. */
const AT_ONCE = 3;
/** A 1×1 PNG standing in for the seller's identity document. */
const DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The buyer /checkout is measured as: a verified, KYC-approved student who signs in over /v1. */
export const BENCH_BUYER = { email: 'bench.buyer@kampus.ng', password: 'bench-buyer-password-1' } as const;

export interface WebCatalogue {
  products: number;
  /** A product with its gallery of three photos, reviews and related items. */
  productSlug: string;
}

/** Fills the embedded database in `dataDir` (created here) and its uploads folder. */
export async function seedWebCatalogue(dataDir: string): Promise<WebCatalogue> {
  const handle = await openPglite(path.join(dataDir, 'db'));
  try {
    const config = defaultConfig({ mode: 'demo', jwtSecret: randomToken(32), rateLimits: relaxedRateLimits() });
    const storage = new LocalDiskStorage(path.join(dataDir, 'uploads'));
    const app = createApp({ db: handle.db, mailer: new DevMailbox(systemClock), storage, config, logger: silentLogger });
    const { db } = handle;
    const now = systemClock.now();

    const [unilag] = await db
      .select({ id: universities.id })
      .from(universities)
      .where(eq(universities.name, 'University of Lagos'));
    if (!unilag) throw new Error('web seed: the universities are missing');
    const person = (email: string, firstname: string, lastname: string) => ({
      email,
      passwordHash: 'not-a-hash',
      firstname,
      lastname,
      universityId: unilag.id,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const [seller] = await db
      .insert(users)
      .values({ ...person('bench.seller@kampus.ng', 'Tunde', 'Seller'), kycStatus: 'APPROVED' })
      .returning({ id: users.id });
    const reviewers = await db
      .insert(users)
      // The demo catalogue's four reviewers and its buyer (the fifth).
      .values([0, 1, 2, 3, 4].map((n) => person(`bench.reviewer.${n}@kampus.ng`, 'Reviewer', `Number${n}`)))
      .returning({ id: users.id });
    if (!seller) throw new Error('web seed: the seller was not created');
    await db.insert(users).values({
      ...person(BENCH_BUYER.email, 'Amaka', 'Buyer'),
      passwordHash: await app.services.passwords.hash(BENCH_BUYER.password),
      kycStatus: 'APPROVED',
    });
    const documentKey = `${randomToken(16)}.png`;
    await storage.put(`${config.fileBucket}/${documentKey}`, DOCUMENT_PNG);
    await db.insert(files).values({
      key: documentKey,
      bucket: config.fileBucket,
      ownerId: seller.id,
      visibility: 'private',
      contentType: 'image/png',
      originalName: 'student-id.png',
      size: DOCUMENT_PNG.byteLength,
      createdAt: now,
    });
    await db.insert(kycSubmissions).values({
      userId: seller.id,
      accountType: 'individual',
      nin: '12345678901',
      firstname: 'Tunde',
      lastname: 'Seller',
      universityId: unilag.id,
      documentType: 'Identity Card',
      documentImage: documentKey,
      status: 'APPROVED',
      reviewedAt: now,
      createdAt: now,
    });
    const { accessToken } = await new Sessions(app.services).start({ id: seller.id, role: 'user' }, { persistent: false });
    const authorization = `Bearer ${accessToken}`;

    // Every category in turn, as a seller's shop would fill up.
    const step = seedProducts.length / PRODUCT_COUNT;
    const chosen = Array.from({ length: PRODUCT_COUNT }, (_, i) => seedProducts[Math.floor(i * step)]).filter(
      (product) => product !== undefined,
    );

    const list = async (product: (typeof chosen)[number]) => {
      const imageKeys: string[] = [];
      for (const [i, photo] of (await productPhotos({ category: product.category, ...product.art })).entries()) {
        imageKeys.push(await uploadPhoto(app, accessToken, photo, `photo-${i + 1}.png`));
      }
      const body = productBody(product, imageKeys);
      const response = await app.request('/v1/products', {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`web seed: a product answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { data: { id: string; slug: string } }).data;
    };

    const created: Array<{ id: string; slug: string }> = [];
    let next = 0;
    const worker = async () => {
      while (next < chosen.length) {
        const index = next;
        next += 1;
        created[index] = await list(chosen[index] as (typeof chosen)[number]);
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));

    const reviews = chosen.flatMap((product, i) =>
      (product.reviews ?? []).map((review) => ({
        productId: created[i]?.id as string,
        authorId: reviewers[review.by === 'buyer' ? 4 : review.by]?.id as string,
        rating: review.rating,
        text: review.text,
        createdAt: now,
      })),
    );
    if (reviews.length > 0) await db.insert(productReviews).values(reviews);

    // The measured product: the first with reviews (its gallery has three photos, like every product's).
    const sample = chosen.findIndex((product) => (product.reviews ?? []).length > 0);
    const productSlug = created[Math.max(0, sample)]?.slug;
    if (!productSlug) throw new Error('web seed: no product was created');
    return { products: created.length, productSlug };
  } finally {
    await handle.close();
  }
}
