/**
 * Seeds the demo catalogue through the public API: each seller uploads their photos
 * (`POST /v1/file/upload`, visibility public) and lists products and events
 * (`POST /v1/products`, `POST /v1/events`) as a client would. Accounts, KYC approvals and
 * reviews, which have no public path a seed could take, are written directly.
 */
import { inArray } from 'drizzle-orm';
import type { CreateEventBody, CreateProductBody, UploadResponse } from '../../../contract';
import type { createApp } from '../../app';
import { randomToken } from '../../crypto/tokens';
import { Sessions } from '../../modules/auth/sessions';
import { files } from '../../modules/file/schema';
import { kycSubmissions } from '../../modules/kyc/schema';
import { productReviews } from '../../modules/product/schema';
import { universities } from '../../modules/university/schema';
import { users } from '../../modules/user/schema';
import { seedEvents, seedProducts, seedReviewers, seedSellers, seedUniversities } from './catalogue';
import type { SeedEvent, SeedProduct, SeedSeller, SeedUniversity, SellerRef } from './catalogue';
import { BANNER_WIDTH, eventBanner, productPhotos } from './pictures';

export type SeedApp = Pick<ReturnType<typeof createApp>, 'request' | 'services'>;

/** The accounts the catalogue builds on: the demo seller, buyer and admin made just before. */
export interface CatalogueBase {
  demoSellerId: string;
  buyerId: string;
  adminId: string;
}

/** Picture sizes: the defaults give every photo all three widths; tests draw smaller, cheaper ones. */
export interface CatalogueOptions {
  photoSize?: number;
  bannerWidth?: number;
}

export interface CatalogueSummary {
  sellers: number;
  products: number;
  events: number;
  reviews: number;
}

const LISTINGS_AT_ONCE = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Lagos is UTC+1 all year. */
const LAGOS_OFFSET_HOURS = 1;
/** A 1×1 PNG standing in for each seller's identity document. */
const DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Runs `work` over `items`, at most `limit` at a time, answers in order. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `hour` o'clock Lagos time, `days` after today in Lagos. */
export function lagosTime(now: Date, days: number, hour: number): Date {
  const lagosNow = new Date(now.getTime() + LAGOS_OFFSET_HOURS * HOUR_MS);
  const midnightUtc = Date.UTC(lagosNow.getUTCFullYear(), lagosNow.getUTCMonth(), lagosNow.getUTCDate() + days);
  return new Date(midnightUtc + (hour - LAGOS_OFFSET_HOURS) * HOUR_MS);
}

async function call<T>(app: SeedApp, method: 'POST', path: string, token: string, body: unknown): Promise<T> {
  const response = await app.request(path, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`seed: ${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Uploads a public photo as the account of `token`; answers its file key. */
export async function uploadPhoto(app: SeedApp, token: string, bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  form.append('visibility', 'public');
  const response = await app.request('/v1/file/upload', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 201) throw new Error(`seed: photo upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as UploadResponse).data.result.key;
}

const fileName = (title: string, suffix: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${suffix}.png`;

/** The POST /v1/products body of a catalogue product whose photos are uploaded as `imageKeys`: always pickup, door delivery where it has it. */
export function productBody(product: SeedProduct, imageKeys: string[]): CreateProductBody {
  return {
    title: product.title,
    category: product.category,
    descriptionHtml: product.descriptionHtml,
    unitsAvailable: product.unitsAvailable,
    condition: product.condition,
    priceKobo: product.priceKobo,
    brand: product.brand ?? undefined,
    campusOnly: product.campusOnly,
    imageKeys,
    delivery: { pickup: true, door: product.door ?? null },
  };
}

export async function seedCatalogue(
  app: SeedApp,
  base: CatalogueBase,
  options: CatalogueOptions = {},
): Promise<CatalogueSummary> {
  const { services } = app;
  const { db, clock, passwords, storage, config } = services;
  const now = clock.now();

  const universityRows = await db
    .select({ id: universities.id, name: universities.name })
    .from(universities)
    .where(inArray(universities.name, Object.values(seedUniversities)));
  const universityId = (key: SeedUniversity): number => {
    const row = universityRows.find((u) => u.name === seedUniversities[key]);
    if (!row) throw new Error(`seed: no university named ${seedUniversities[key]}`);
    return row.id;
  };

  // Seeded sellers and reviewers never sign in: one hash of a secret nobody keeps serves them all.
  const unusablePasswordHash = await passwords.hash(randomToken(24));
  const account = (person: { firstname: string; lastname: string; email: string; university: SeedUniversity }) => ({
    email: person.email,
    passwordHash: unusablePasswordHash,
    firstname: person.firstname,
    lastname: person.lastname,
    universityId: universityId(person.university),
    emailVerifiedAt: now,
    createdAt: new Date(now.getTime() - 90 * DAY_MS),
    updatedAt: now,
  });

  const sellerEntries = Object.entries(seedSellers) as Array<[Exclude<SellerRef, 'demo'>, SeedSeller]>;
  const sellerRows = await db
    .insert(users)
    .values(sellerEntries.map(([, seller]) => ({ ...account(seller), phone: seller.phone, kycStatus: 'APPROVED' as const })))
    .returning({ id: users.id, email: users.email });
  const reviewerRows = await db.insert(users).values(seedReviewers.map(account)).returning({ id: users.id, email: users.email });

  const sellerIds = new Map<SellerRef, string>([['demo', base.demoSellerId]]);
  for (const [key, seller] of sellerEntries) {
    const row = sellerRows.find((r) => r.email === seller.email);
    if (!row) throw new Error(`seed: seller ${seller.email} was not created`);
    sellerIds.set(key, row.id);
  }
  const reviewerIds = seedReviewers.map((reviewer) => {
    const row = reviewerRows.find((r) => r.email === reviewer.email);
    if (!row) throw new Error(`seed: reviewer ${reviewer.email} was not created`);
    return row.id;
  });

  // Each seeded seller's identity document and approved KYC.
  const documents = sellerEntries.map(([key]) => ({ key, documentKey: `${randomToken(16)}.png` }));
  for (const { documentKey } of documents) await storage.put(`${config.fileBucket}/${documentKey}`, DOCUMENT_PNG);
  await db.insert(files).values(
    documents.map(({ key, documentKey }) => ({
      key: documentKey,
      bucket: config.fileBucket,
      ownerId: sellerIds.get(key) as string,
      visibility: 'private' as const,
      contentType: 'image/png',
      originalName: 'student-id.png',
      size: DOCUMENT_PNG.byteLength,
      createdAt: now,
    })),
  );
  await db.insert(kycSubmissions).values(
    sellerEntries.map(([key, seller], i) => ({
      userId: sellerIds.get(key) as string,
      accountType: seller.accountType,
      nin: String(22_000_000_000 + i * 7_919),
      firstname: seller.firstname,
      lastname: seller.lastname,
      universityId: universityId(seller.university),
      documentType: 'Identity Card',
      documentImage: documents[i]?.documentKey as string,
      brandName: seller.brandName ?? null,
      brandDescription: seller.brandDescription ?? null,
      status: 'APPROVED' as const,
      reviewedBy: base.adminId,
      reviewedAt: new Date(now.getTime() - 60 * DAY_MS),
      createdAt: new Date(now.getTime() - 61 * DAY_MS),
    })),
  );

  // Every seller signs in once, as the app would, to list through the API.
  const sessions = new Sessions(services);
  const tokens = new Map<SellerRef, string>();
  for (const [ref, id] of sellerIds) {
    tokens.set(ref, (await sessions.start({ id, role: 'user' }, { persistent: false })).accessToken);
  }
  const tokenOf = (ref: SellerRef) => tokens.get(ref) as string;

  const createProduct = async (product: SeedProduct) => {
    const token = tokenOf(product.seller);
    const photos = await productPhotos({ category: product.category, ...product.art }, options.photoSize);
    const imageKeys: string[] = [];
    for (const [i, photo] of photos.entries())
      imageKeys.push(await uploadPhoto(app, token, photo, fileName(product.title, String(i + 1))));
    return (await call<{ data: { id: string } }>(app, 'POST', '/v1/products', token, productBody(product, imageKeys))).data.id;
  };

  const createEvent = async (event: SeedEvent) => {
    const token = tokenOf(event.seller);
    const startsAt = lagosTime(now, event.inDays, event.startHour);
    const endsAt = new Date(startsAt.getTime() + event.hours * HOUR_MS);
    const bannerWidth = options.bannerWidth ?? BANNER_WIDTH;
    const banner = await eventBanner(
      { category: event.category, icon: event.icon, title: event.title, startsAt, venue: event.venue },
      bannerWidth,
      Math.round((bannerWidth * 9) / 16),
    );
    const bannerKey = await uploadPhoto(app, token, banner, fileName(event.title, 'banner'));
    const body: CreateEventBody = {
      title: event.title,
      category: event.category,
      descriptionHtml: event.descriptionHtml,
      venue: event.venue,
      locationTips: event.locationTips,
      format: event.format,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      bannerKey,
      customSlug: event.customSlug,
      socialLinks: event.socialLinks,
      tiers: event.tiers,
    };
    return (await call<{ data: { id: string } }>(app, 'POST', '/v1/events', token, body)).data.id;
  };

  // sharp draws and re-encodes off the main thread while the database works on it: three
  // listings at a time keep both cores busy.
  const productIds = await inPool(seedProducts, LISTINGS_AT_ONCE, createProduct);
  const eventIds = await inPool(seedEvents, LISTINGS_AT_ONCE, createEvent);

  const reviewRows = seedProducts.flatMap((product, i) =>
    (product.reviews ?? []).map((review) => ({
      productId: productIds[i] as string,
      authorId: review.by === 'buyer' ? base.buyerId : (reviewerIds[review.by] as string),
      rating: review.rating,
      text: review.text,
      createdAt: new Date(now.getTime() - review.daysAgo * DAY_MS),
    })),
  );
  if (reviewRows.length > 0) await db.insert(productReviews).values(reviewRows);

  return { sellers: sellerIds.size, products: productIds.length, events: eventIds.length, reviews: reviewRows.length };
}
