import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { LISTING_HIDDEN_BY_STAFF } from '../../../contract';
import type { updateProductBodySchema } from '../../../contract';
import { conflict, forbidden, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import type { SessionUser } from '../auth/session-user';
import { assertOwnPublicImages } from '../file/listing-images';
import { catalogueChanged } from '../listing/read-cache';
import { isUuid } from '../listing/params';
import { holdIfProhibited } from '../listing/prohibited-hold';
import { cleanDescription } from '../listing/sanitize';
import { deliveryColumns } from './create';
import { products } from './schema';

export type UpdateProductInput = v.InferOutput<typeof updateProductBodySchema>;

/** The seller's own product, or 404 (someone else's product is not found, not forbidden). */
export async function ownProduct(services: Services, user: SessionUser, id: string) {
  const [row] = isUuid(id)
    ? await services.db
        .select({ id: products.id, status: products.status, hiddenAt: products.hiddenAt })
        .from(products)
        .where(and(eq(products.id, id), eq(products.sellerId, user.id)))
    : [];
  if (!row) throw notFound('Product not found');
  return row;
}

/**
 * PATCH /v1/products/{id}: the seller changes any field. The slug stays what it was, so a
 * shared link keeps working after a title change. New words that name a prohibited item hold
 * the product for review in the same transaction (`held`).
 */
export async function updateProduct(
  services: Services,
  user: SessionUser,
  id: string,
  input: UpdateProductInput,
): Promise<{ held: boolean }> {
  const { db, clock, config } = services;
  const product = await ownProduct(services, user, id);
  if (product.status === 'archived') throw conflict('An archived listing cannot be changed');
  if (product.hiddenAt && input.status === 'active') throw forbidden(LISTING_HIDDEN_BY_STAFF);
  if (input.imageKeys) await assertOwnPublicImages(db, user.id, input.imageKeys, 'imageKeys');
  const description = input.descriptionHtml === undefined ? undefined : cleanDescription(input.descriptionHtml);
  const now = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ title: products.title, descriptionText: products.descriptionText, brand: products.brand })
        .from(products)
        .where(eq(products.id, product.id))
        .for('update');
      if (!before) throw notFound('Product not found');
      await tx
        .update(products)
        .set({
          title: input.title,
          category: input.category,
          descriptionHtml: description?.html,
          descriptionText: description?.text,
          priceKobo: input.priceKobo,
          unitsAvailable: input.unitsAvailable,
          condition: input.condition,
          // Absent leaves the brand as it is; sent as null or blank, it clears it.
          ...('brand' in input ? { brand: input.brand ?? null } : {}),
          campusOnly: input.campusOnly,
          imageKeys: input.imageKeys,
          ...(input.delivery ? deliveryColumns(input.delivery) : {}),
          status: input.status,
          updatedAt: now,
        })
        .where(and(eq(products.id, product.id), eq(products.sellerId, user.id)));
      const title = input.title ?? before.title;
      const held = await holdIfProhibited(tx, {
        kind: 'product',
        id: product.id,
        ownerId: user.id,
        title,
        texts: [title, description?.text ?? before.descriptionText, 'brand' in input ? input.brand : before.brand],
        textsBefore: [before.title, before.descriptionText, before.brand],
        now,
        publicOrigin: config.publicOrigin,
      });
      return { held };
    });
  } finally {
    // Listed pages may show it differently now (title, price, status).
    catalogueChanged(db);
  }
}
