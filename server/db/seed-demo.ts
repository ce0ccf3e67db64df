import { eq, inArray } from 'drizzle-orm';
import { randomToken } from '../crypto/tokens';
import { files, kycSubmissions, universities, users } from './schema';
import type { Database } from './database';
import { seedDemoWallet } from '../modules/wallet/seed';
import { seedCatalogue } from './seed-catalogue/seed';
import type { CatalogueOptions, SeedApp } from './seed-catalogue/seed';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

export const demoAccounts = {
  buyer: { role: 'buyer (verified)', email: 'buyer@kampus.ng', password: 'demo-buyer-pass' },
  seller: { role: 'seller (KYC approved)', email: 'seller@kampus.ng', password: 'demo-seller-pass' },
  admin: { role: 'admin (the console at /admin)', email: 'admin@kampus.ng', password: 'demo-admin-pass' },
  support: { role: 'support staff (the console)', email: 'support@kampus.ng', password: 'demo-support-pass' },
  finance: { role: 'finance staff (the console)', email: 'finance@kampus.ng', password: 'demo-finance-pass' },
} satisfies Record<string, DemoAccount>;

/** A 1x1 PNG, standing in for the seller's identity document. */
const DEMO_DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The catalogue's picture sizes, and `catalogue: false` to make only the demo accounts. */
export interface DemoSeedOptions extends CatalogueOptions {
  catalogue?: boolean;
}

/**
 * Demo data for a brand-new embedded database: a buyer, an approved seller, an admin and the
 * support and finance staff, then
 * (unless `catalogue` is false) the catalogue — more sellers, their products and events,
 * reviews — listed through `app`'s API.
 */
export async function seedDemoData(app: SeedApp, options: DemoSeedOptions = {}): Promise<DemoAccount[]> {
  const { db, clock, passwords, storage, config } = app.services;
  const now = clock.now();
  const [unilag] = await db
    .select({ id: universities.id })
    .from(universities)
    .where(eq(universities.name, 'University of Lagos'));
  const universityId = unilag?.id ?? null;

  const insertUser = async (
    account: DemoAccount,
    firstname: string,
    lastname: string,
    extra: Partial<typeof users.$inferInsert>,
  ) => {
    const [row] = await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await passwords.hash(account.password),
        firstname,
        lastname,
        universityId,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
        ...extra,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`could not create ${account.email}`);
    return row.id;
  };

  const buyerId = await insertUser(demoAccounts.buyer, 'Ada', 'Buyer', {});
  await seedDemoWallet(db, buyerId, now);
  const adminId = await insertUser(demoAccounts.admin, 'Kampus', 'Admin', { role: 'admin' });
  // Staff set up their authenticator app at their first console sign-in, as in production.
  await insertUser(demoAccounts.support, 'Sade', 'Support', { role: 'support' });
  await insertUser(demoAccounts.finance, 'Femi', 'Finance', { role: 'finance' });
  const sellerId = await insertUser(demoAccounts.seller, 'Tunde', 'Adeyemi', { kycStatus: 'APPROVED', phone: '+2348012345678' });

  const documentKey = `${randomToken(16)}.png`;
  await storage.put(`${config.fileBucket}/${documentKey}`, DEMO_DOCUMENT_PNG);
  await db.insert(files).values({
    key: documentKey,
    bucket: config.fileBucket,
    ownerId: sellerId,
    visibility: 'private',
    contentType: 'image/png',
    originalName: 'student-id.png',
    size: DEMO_DOCUMENT_PNG.byteLength,
    createdAt: now,
  });
  if (universityId !== null) {
    await db.insert(kycSubmissions).values({
      userId: sellerId,
      accountType: 'individual',
      nin: '12345678901',
      firstname: 'Tunde',
      lastname: 'Adeyemi',
      universityId,
      documentType: 'Identity Card',
      documentImage: documentKey,
      status: 'APPROVED',
      reviewedBy: adminId,
      reviewedAt: now,
      createdAt: now,
    });
    if (options.catalogue !== false) await seedCatalogue(app, { demoSellerId: sellerId, buyerId, adminId }, options);
  }
  return Object.values(demoAccounts);
}

/**
 * The demo accounts this database holds, so that every demo start can print them, not only the
 * start that created them. A database made with DEMO_DATA=0 holds none and prints none.
 */
export async function existingDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const all = Object.values(demoAccounts);
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        all.map((account) => account.email),
      ),
    );
  const present = new Set(rows.map((row) => row.email));
  return all.filter((account) => present.has(account.email));
}
