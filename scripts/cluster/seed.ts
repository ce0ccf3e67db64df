/**
 * What the cluster test's workload needs, in a few set-based statements on the migrated
 * database (never through the API: cheap, and no code mails that would trip the per-address
 * limits): sellers and buyers who can sign in, a catalogue, and, reusing the bench's order seed
 * (scripts/bench/order-seed.ts), 20 well-stocked products and arrived orders with their money in
 * escrow for the confirm transitions. A few scarce products make checkouts compete for stock;
 * the wallet buyers get deposits as the demo's buyer does (seedDemoWallet).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { seedDemoWallet } from '../../server/modules/wallet/seed';
import { BENCH_ORDER_BUYER_PASSWORD, seedOrders } from '../bench/order-seed';

export const CLUSTER_PASSWORD = BENCH_ORDER_BUYER_PASSWORD;
export const GUESSED_ACCOUNT = 'cluster.guessed@unilag.edu.ng';
const SCARCE_UNITS = 12;

export interface ClusterSeed {
  sellers: string[];
  cardBuyers: string[];
  walletBuyers: string[];
  /** The bench's order buyer, whose arrived orders are confirmed. */
  orderBuyer: string;
  arrivedOrderIds: string[];
  /** Products the workload orders, with the units each had before it. */
  products: Array<{ id: string; units: number; scarce: boolean }>;
  universityId: number;
}

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

export async function seedCluster(db: Database, passwordHash: string, arrivedOrders: number): Promise<ClusterSeed> {
  await db.transaction(async (tx) => {
    // The sellers and the small catalogue the order seed expects (bench.seller.N, bench-product-N).
    await tx.execute(sql`
      insert into users (email, password_hash, firstname, lastname, university_id, kyc_status, email_verified_at, created_at, updated_at)
      select 'bench.seller.' || i || '@unilag.edu.ng', ${passwordHash}, 'Seller', 'Number' || i, 1, 'APPROVED', now(), now(), now()
      from generate_series(1, 50) as i`);
    await tx.execute(sql`
      insert into users (email, password_hash, firstname, lastname, university_id, email_verified_at, created_at, updated_at)
      select 'cluster.' || kind || '.' || i || '@unilag.edu.ng', ${passwordHash}, 'Cluster', initcap(kind) || i, 1, now(), now(), now()
      from generate_series(1, 3) as i, (values ('card'), ('wallet')) as k(kind)`);
    await tx.execute(sql`
      insert into users (email, password_hash, firstname, lastname, university_id, email_verified_at, created_at, updated_at)
      values (${GUESSED_ACCOUNT}, ${passwordHash}, 'Guessed', 'Account', 1, now(), now(), now())`);
    await tx.execute(sql`
      with sellers as (select id, row_number() over (order by email) as n from users where email like 'bench.seller.%')
      insert into products (seller_id, slug, title, category, description_html, description_text, price_kobo, units_available,
        condition, campus_only, image_keys, pickup, door_fee_kobo, door_min_days, door_max_days, status, created_at, updated_at)
      select s.id, 'bench-product-' || i, 'Reading Lamp ' || i, 'Home', '<p>A lamp.</p>', 'A lamp.', 150000 + i * 100, 5,
        'good', false, '{}', true, 250000, 3, 7, 'active', now(), now()
      from generate_series(1, 50) as i join sellers s on s.n = 1 + i % 50`);
    await tx.execute(sql`
      insert into products (seller_id, slug, title, category, description_html, description_text, price_kobo, units_available,
        condition, campus_only, image_keys, pickup, door_fee_kobo, door_min_days, door_max_days, status, created_at, updated_at)
      select (select id from users where email = 'bench.seller.1@unilag.edu.ng'), 'cluster-scarce-' || i, 'Scarce Calculator ' || i,
        'Gadgets', '<p>Few left.</p>', 'Few left.', 300000, ${SCARCE_UNITS}, 'new', false, '{}', true, 250000, 3, 7, 'active', now(), now()
      from generate_series(1, 4) as i`);
  });
  const orders = await seedOrders(db, passwordHash, arrivedOrders);
  const walletBuyers = (
    await rowsOf(db, sql`select id, email from users where email like 'cluster.wallet.%' order by email`)
  ).map((row) => ({ id: String(row.id), email: String(row.email) }));
  for (const buyer of walletBuyers) for (let round = 0; round < 4; round += 1) await seedDemoWallet(db, buyer.id, new Date());
  const emails = async (pattern: string) =>
    (await rowsOf(db, sql`select email from users where email like ${pattern} order by email`)).map((row) => String(row.email));
  const products = (
    await rowsOf(
      db,
      sql`select id, units_available, slug from products where slug like 'bench-order-product-%' or slug like 'cluster-scarce-%' order by slug`,
    )
  ).map((row) => ({
    id: String(row.id),
    units: Number(row.units_available),
    scarce: String(row.slug).startsWith('cluster-scarce-'),
  }));
  // Only the sellers of these products have orders to answer.
  const sellers = (
    await rowsOf(
      db,
      sql`select distinct u.email from users u join products p on p.seller_id = u.id
        where p.slug like 'bench-order-product-%' or p.slug like 'cluster-scarce-%' order by u.email`,
    )
  ).map((row) => String(row.email));
  return {
    sellers,
    cardBuyers: await emails('cluster.card.%'),
    walletBuyers: walletBuyers.map((buyer) => buyer.email),
    orderBuyer: orders.buyer.email,
    arrivedOrderIds: orders.arrivedOrderIds,
    products,
    universityId: orders.universityId,
  };
}
