import type * as v from 'valibot';
import { DEFAULT_DOOR_DELIVERY } from '../../../contract';
import type { createProductBodySchema } from '../../../contract';
import { isUniqueViolation } from '../../db/database';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { assertOwnPublicImages } from '../file/listing-images';
import { holdIfProhibited } from '../listing/prohibited-hold';
import { newListingValues } from '../listing/shared-fields';
import { catalogueChanged } from '../listing/read-cache';
import { assertVerifiedSeller } from '../listing/seller-guard';
import { freeSlug, slugify, withRandomSuffix } from '../listing/slug';
import { products } from './schema';

export type CreateProductInput = v.InferOutput<typeof createProductBodySchema>;

/** Door delivery as stored: three columns, all null when not offered. */
export function deliveryColumns(delivery: CreateProductInput['delivery']) {
  const chosen = delivery ?? { pickup: true, door: DEFAULT_DOOR_DELIVERY };
  return {
    pickup: chosen.pickup,
    doorFeeKobo: chosen.door?.feeKobo ?? null,
    doorMinDays: chosen.door ? Math.min(chosen.door.minDays, chosen.door.maxDays) : null,
    doorMaxDays: chosen.door ? Math.max(chosen.door.minDays, chosen.door.maxDays) : null,
  };
}

/**
 * POST /v1/products: a verified seller lists a product with their own public photos. The slug
 * comes from the title; when it is taken (even by a listing created at the same instant, which
 * the unique index catches) a short random suffix makes it free. A product whose words name a
 * prohibited item is held for review in the same transaction (`held`), so it is never live.
 */
export async function createProduct(
  services: Services,
  user: SessionUser,
  input: CreateProductInput,
): Promise<{ id: string; held: boolean }> {
  const { db, clock, config } = services;
  assertVerifiedSeller(user);
  await assertOwnPublicImages(db, user.id, input.imageKeys, 'imageKeys');
  const now = clock.now();
  const values = {
    ...newListingValues(user.id, input),
    priceKobo: input.priceKobo,
    unitsAvailable: input.unitsAvailable,
    condition: input.condition,
    brand: input.brand ?? null,
    campusOnly: input.campusOnly,
    imageKeys: input.imageKeys,
    ...deliveryColumns(input.delivery),
    status: 'active' as const,
    createdAt: now,
    updatedAt: now,
  };

  const base = slugify(input.title, 'product');
  let slug = await freeSlug(db, 'products', base);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ ...values, slug })
          .returning({ id: products.id });
        if (!row) throw new Error('product insert returned no row');
        const held = await holdIfProhibited(tx, {
          kind: 'product',
          id: row.id,
          ownerId: user.id,
          title: input.title,
          texts: [input.title, values.descriptionText, input.brand],
          now,
          publicOrigin: config.publicOrigin,
        });
        return { id: row.id, held };
      });
      catalogueChanged(db);
      return created;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
      slug = withRandomSuffix(base);
    }
  }
}
