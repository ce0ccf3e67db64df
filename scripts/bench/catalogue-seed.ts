/**
 * Bench-only: fills a fresh database with a catalogue in a few set-based INSERTs (not through
 * the API, which would take hours): 50 KYC-approved sellers, 10,000 products with photos and
 * about 20,000 reviews, and 1,000 events with 1–3 ticket tiers each. Never used by the app.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';

export interface SeededCatalogue {
  products: number;
  events: number;
  /** Product slugs to read in the detail bench: active ones, some with reviews and some without. */
  sampleProductSlugs: string[];
}

const TITLES = [
  'iPhone 12',
  'iPhone 13 Pro',
  'Samsung Galaxy S21',
  'HP Pavilion Laptop',
  'MacBook Air M1',
  'Tecno Camon 20',
  'Infinix Hot 30',
  'Sony Headphones',
  'Leather Handbag',
  'Nike Sneakers',
  'Ankara Dress',
  'Denim Jacket',
  'Study Desk',
  'Reading Lamp',
  'Rechargeable Fan',
  'Mini Fridge',
  'Electric Kettle',
  'Bluetooth Speaker',
  'Casio Calculator',
  'Office Chair',
];
const WORDS = ['Clean', 'Barely used', 'Brand new', 'Original', 'Durable', 'Portable', 'Affordable', 'Classic'];

export async function seedCatalogue(db: Database): Promise<SeededCatalogue> {
  const titles = sql.raw(`array[${TITLES.map((title) => `'${title}'`).join(',')}]`);
  const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(',')}]`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (email, password_hash, firstname, lastname, university_id, kyc_status, email_verified_at, created_at, updated_at)
      select 'bench.seller.' || i || '@unilag.edu.ng', 'not-a-hash', 'Seller', 'Number' || i, 1 + i % 4, 'APPROVED', now(), now(), now()
      from generate_series(1, 50) as i`);
    await tx.execute(sql`
      insert into users (email, password_hash, firstname, lastname, created_at, updated_at)
      select 'bench.buyer.' || i || '@unilag.edu.ng', 'not-a-hash', 'Buyer', 'Number' || i, now(), now()
      from generate_series(1, 20) as i`);
    await tx.execute(sql`
      insert into files (key, bucket, owner_id, visibility, content_type, original_name, size, created_at)
      select 'benchdoc' || lpad(u.n::text, 14, '0') || '.png', 'uploads', u.id, 'private', 'image/png', 'id.png', 100, now()
      from (select id, row_number() over (order by email) as n from users where email like 'bench.seller.%') u`);
    await tx.execute(sql`
      insert into kyc_submissions (user_id, account_type, nin, firstname, lastname, university_id, document_type, document_image,
        brand_name, brand_description, status, created_at)
      select u.id, case when u.n % 3 = 0 then 'brand' else 'individual' end, '12345678901', 'Seller', 'Number' || u.n, 1 + u.n % 4,
        'Identity Card', 'benchdoc' || lpad(u.n::text, 14, '0') || '.png',
        case when u.n % 3 = 0 then 'Brand ' || u.n end, case when u.n % 3 = 0 then 'A campus brand' end, 'APPROVED', now()
      from (select id, row_number() over (order by email) as n from users where email like 'bench.seller.%') u`);
    // Five photos per seller, each with its three WebP widths (only the rows: no bytes are read).
    await tx.execute(sql`
      insert into files (key, bucket, owner_id, visibility, content_type, original_name, size, created_at)
      select 'benchphoto' || lpad(u.n::text, 6, '0') || lpad(p::text, 6, '0') || '.webp', 'uploads', u.id, 'public', 'image/webp', 'photo.jpg', 1000, now()
      from (select id, row_number() over (order by email) as n from users where email like 'bench.seller.%') u, generate_series(1, 5) as p`);
    await tx.execute(sql`
      insert into file_variants (key, file_key, width, height, size)
      select replace(f.key, '.webp', '-' || w || '.webp'), f.key, w, w * 3 / 4, 1000
      from files f, unnest(array[320, 640, 1280]) as w where f.key like 'benchphoto%'`);
    await tx.execute(sql`
      with sellers as (select id, row_number() over (order by email) as n from users where email like 'bench.seller.%')
      insert into products (seller_id, slug, title, category, description_html, description_text, price_kobo, units_available,
        condition, brand, campus_only, image_keys, pickup, door_fee_kobo, door_min_days, door_max_days, status, created_at, updated_at)
      select s.id, 'bench-product-' || i, t.title || ' ' || i, (array['Gadgets','Fashion','Home'])[1 + i % 3],
        '<p>' || w.word || ' ' || t.title || ', sold by a student.</p>', w.word || ' ' || t.title || ', sold by a student.',
        100000 + (i * 7919) % 50000000, 1 + i % 5, (array['new','like_new','good','fair'])[1 + i % 4], null, i % 10 = 0,
        array(select 'benchphoto' || lpad(s.n::text, 6, '0') || lpad(p::text, 6, '0') || '.webp' from generate_series(1, 3) as p),
        true, 250000, 3, 7, case when i % 50 = 0 then 'inactive' else 'active' end,
        now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(1, 10000) as i
      join sellers s on s.n = 1 + i % 50
      cross join lateral (select (${titles})[1 + i % ${TITLES.length}] as title) t
      cross join lateral (select (${words})[1 + i % ${WORDS.length}] as word) w`);
    await tx.execute(sql`
      insert into product_reviews (product_id, author_id, rating, text, created_at)
      select p.id, b.id, 1 + (abs(hashtext(p.id::text || b.id::text)) % 5), 'Good seller', now()
      from (select id from products order by slug limit 1000) p,
        (select id from users where email like 'bench.buyer.%') b`);
    await tx.execute(sql`
      with sellers as (select id, row_number() over (order by email) as n from users where email like 'bench.seller.%')
      insert into events (seller_id, slug, title, category, description_html, description_text, venue, format, starts_at, ends_at,
        banner_key, price_from_kobo, status, created_at, updated_at)
      select s.id, 'bench-event-' || i, (array['Freshers Party','Tech Meetup','Praise Night','Exam Clinic','Career Fair'])[1 + i % 5] || ' ' || i,
        (array['Parties','Tech','Religious','Academic'])[1 + i % 4], '<p>Come along.</p>', 'Come along.', 'Main Auditorium',
        (array['physical','virtual','hybrid'])[1 + i % 3], now() + (i || ' hours')::interval, now() + (i + 4 || ' hours')::interval,
        'benchphoto' || lpad(s.n::text, 6, '0') || '000001.webp', case when i % 4 = 0 then 0 else 200000 end, 'active', now(), now()
      from generate_series(1, 1000) as i join sellers s on s.n = 1 + i % 50`);
    await tx.execute(sql`
      insert into ticket_tiers (event_id, position, name, price_kobo, quantity)
      select e.id, t.position, t.name, e.price_from_kobo * (1 + t.position), 100
      from events e, (values (0, 'Regular'), (1, 'VIP'), (2, 'Table For 8')) as t(position, name)
      where e.slug like 'bench-event-%' and t.position <= (hashtext(e.id::text) & 3) % 3`);
  });
  await db.execute(sql`analyze`);
  // Every 50th product is inactive; the first 1,000 slugs in text order ('bench-product-1…') have reviews.
  const sampleProductSlugs = [42, 117, 1234, 777, 9999, 5001, 123, 3333].map((i) => `bench-product-${i}`);
  return { products: 10_000, events: 1_000, sampleProductSlugs };
}
