/**
 * Bench-only: what the orders bench needs, in a few set-based INSERTs on a database that
 * catalogue-seed.ts has filled (its sellers sell here too). Never used by the app.
 *
 * - a buyer who can sign in (a real password hash, e-mail verified);
 * - 20 products with a million units each, offered for pickup, for `POST /v1/orders`;
 * - `arrivedOrders` orders of that buyer already arrived, each with its payment in escrow in
 *   the ledger exactly as a verified webhook leaves it (`provider:clearing` → `order:<id>:escrow`)
 *   and its history of events, so that each `POST /v1/orders/{id}/confirm` releases a
 *   different order's money.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';

export interface SeededOrders {
  buyer: { email: string; password: string };
  /** Products to order (a million units each, pickup on campus 1). */
  productIds: string[];
  /** Arrived orders of the buyer, in the order the bench should confirm them. */
  arrivedOrderIds: string[];
  universityId: number;
}

const BUYER_EMAIL = 'bench.orders.buyer@unilag.edu.ng';
/** The bench buyer's password: the caller hashes it (the seed takes the hash). */
export const BENCH_ORDER_BUYER_PASSWORD = 'bench-password-123';

export async function seedOrders(db: Database, passwordHash: string, arrivedOrders: number): Promise<SeededOrders> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, password_hash, firstname, lastname, university_id, email_verified_at, created_at, updated_at)
      values (${BUYER_EMAIL}, ${passwordHash}, 'Bench', 'Buyer', 1, now(), now(), now())`);
    await tx.execute(sql`
      with sellers as (select id, row_number() over (order by email) as n from users where email like 'bench.seller.%')
      insert into products (seller_id, slug, title, category, description_html, description_text, price_kobo, units_available,
        condition, brand, campus_only, image_keys, pickup, door_fee_kobo, door_min_days, door_max_days, status, created_at, updated_at)
      select s.id, 'bench-order-product-' || i, 'Bench Order Product ' || i, 'Gadgets', '<p>Plenty in stock.</p>',
        'Plenty in stock.', 250000 + i * 1000, 1000000, 'new', null, false,
        array(select 'benchphoto' || lpad(s.n::text, 6, '0') || lpad(p::text, 6, '0') || '.webp' from generate_series(1, 3) as p),
        true, 250000, 3, 7, 'active', now(), now()
      from generate_series(1, 20) as i join sellers s on s.n = 1 + i % 50`);
    // Arrived orders: paid 2 h ago, accepted 1 h ago, arrived now (auto-completion 48 h away).
    await tx.execute(sql`
      with buyer as (select id from users where email = ${BUYER_EMAIL}),
        sellers as (select id, row_number() over (order by email) as n from users where email like 'bench.seller.%'),
        items as (select p.id, p.seller_id, p.price_kobo from products p where p.slug like 'bench-product-%' and p.status = 'active'
          order by p.slug limit 50)
      insert into orders (id, buyer_id, seller_id, product_id, quantity, unit_price_kobo, delivery_fee_kobo, total_kobo,
        delivery_method, delivery_firstname, delivery_lastname, delivery_phone, delivery_university_id, escrow_code,
        accepted_at, delivery_due_at, reminder_due_at, status, payment_reference, due_at, paid_at, created_at, updated_at)
      select o.id, (select id from buyer), it.seller_id, it.id, 1, it.price_kobo, 0, it.price_kobo,
        'pickup', 'Bench', 'Buyer', '08031234567', 1, lpad(o.i::text, 6, '0'),
        now() - interval '1 hour', now() + interval '2 days', now() + interval '1 day', 'arrived',
        'kmp_' || replace(o.id::text, '-', ''), now() + interval '2 days', now() - interval '2 hours',
        now() - interval '3 hours' + (o.i || ' milliseconds')::interval, now()
      from (select i, md5('bench-order-' || i)::uuid as id from generate_series(1, ${arrivedOrders}) as i) o
      join lateral (select * from items offset (o.i % 50) limit 1) it on true`);
    await tx.execute(sql`
      insert into order_events (order_id, kind, from_status, to_status, actor, actor_id, created_at)
      select o.id, e.kind, e.from_status, e.to_status, e.actor, case when e.actor = 'buyer' then o.buyer_id when e.actor = 'seller' then o.seller_id end,
        o.created_at + e.delay
      from orders o, (values
        (1, 'place', null, 'pending_payment', 'buyer', interval '0 hours'),
        (2, 'confirm_payment', 'pending_payment', 'awaiting_seller', 'system', interval '1 hour'),
        (3, 'accept', 'awaiting_seller', 'accepted', 'seller', interval '2 hours'),
        (4, 'arrived', 'accepted', 'arrived', 'seller', interval '3 hours')) as e(n, kind, from_status, to_status, actor, delay)
      where o.buyer_id = (select id from users where email = ${BUYER_EMAIL})
      order by o.created_at, e.n`);
    // The money, as the payment webhook posts it: one transaction per order, two entries each.
    await tx.execute(sql`
      insert into ledger_accounts (id, kind, order_id, buyer_id, seller_id, balance, created_at)
      select 'order:' || o.id || ':escrow', 'order_escrow', o.id::text, o.buyer_id, o.seller_id, o.total_kobo, o.paid_at
      from orders o where o.status = 'arrived' and o.buyer_id = (select id from users where email = ${BUYER_EMAIL})`);
    await tx.execute(sql`
      insert into ledger_accounts (id, kind, balance, created_at) values ('provider:clearing', 'provider_clearing', 0, now())
      on conflict (id) do nothing`);
    await tx.execute(sql`
      update ledger_accounts set balance = balance - (
        select coalesce(sum(total_kobo), 0) from orders where status = 'arrived' and buyer_id = (select id from users where email = ${BUYER_EMAIL}))
      where id = 'provider:clearing'`);
    await tx.execute(sql`
      insert into ledger_transactions (id, kind, idempotency_key, metadata, created_at)
      select md5('bench-payment-' || o.id)::uuid, 'payment', 'paystack:charge:' || o.payment_reference,
        jsonb_build_object('orderId', o.id, 'reference', o.payment_reference), o.paid_at
      from orders o where o.status = 'arrived' and o.buyer_id = (select id from users where email = ${BUYER_EMAIL})`);
    await tx.execute(sql`
      insert into ledger_entries (transaction_id, account_id, amount)
      select md5('bench-payment-' || o.id)::uuid, side.account, side.amount
      from orders o, lateral (values ('provider:clearing', -o.total_kobo), ('order:' || o.id || ':escrow', o.total_kobo)) as side(account, amount)
      where o.status = 'arrived' and o.buyer_id = (select id from users where email = ${BUYER_EMAIL})
      order by o.created_at`);
  });
  await db.execute(sql`analyze`);
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const productIds = (await rows(sql`select id from products where slug like 'bench-order-product-%' order by slug`)).map((row) =>
    String(row.id),
  );
  const arrivedOrderIds = (
    await rows(sql`
      select o.id from orders o join users u on u.id = o.buyer_id
      where u.email = ${BUYER_EMAIL} and o.status = 'arrived' order by o.created_at`)
  ).map((row) => String(row.id));
  return { buyer: { email: BUYER_EMAIL, password: BENCH_ORDER_BUYER_PASSWORD }, productIds, arrivedOrderIds, universityId: 1 };
}
