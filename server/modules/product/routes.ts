import { Hono } from 'hono';
import { SUSPENDED_LISTING, createProductBodySchema, productListQuerySchema, updateProductBodySchema } from '../../../contract';
import type { DeleteListingResponse, ProductDetailResponse, ProductListResponse } from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { optionalUser } from '../../http/optional-user';
import { validate } from '../../http/validate';
import { heldMessage } from '../listing/prohibited-hold';
import { blockedByViewer } from '../listing/visibility';
import type { Services } from '../../services';
import { refuseSuspended } from '../people/suspension';
import { createProduct } from './create';
import { listProducts, productBySlug, productDetailById } from './queries';
import { removeProduct } from './remove';
import { updateProduct } from './update';

/** /v1/products: the product catalogue and a seller's own products. */
export function productRoutes(services: Services) {
  const { db } = services;
  const signedIn = requireUser(services);
  const notSuspended = refuseSuspended(db, SUSPENDED_LISTING);

  return new Hono<AppEnv>()
    .get('/', validate('query', productListQuerySchema), async (c) => {
      const body: ProductListResponse = await listProducts(db, c.req.valid('query'), await blockedByViewer(c, services));
      return c.json(body);
    })
    .post('/', signedIn, notSuspended, validate('json', createProductBodySchema), async (c) => {
      const user = c.get('user');
      const { id, held } = await createProduct(services, user, c.req.valid('json'));
      const body: ProductDetailResponse = { data: await productDetailById(db, id, user.id), ...heldMessage(held) };
      return c.json(body, 201);
    })
    .get('/:slug', async (c) => {
      const viewer = await optionalUser(c, services);
      const result = await productBySlug(db, c.req.param('slug'), viewer?.id);
      if ('movedTo' in result) return c.redirect(`/v1/products/${result.movedTo}`, 301);
      const body: ProductDetailResponse = { data: result.found };
      return c.json(body);
    })
    .patch('/:id', signedIn, notSuspended, validate('json', updateProductBodySchema), async (c) => {
      const user = c.get('user');
      const id = c.req.param('id');
      const { held } = await updateProduct(services, user, id, c.req.valid('json'));
      const body: ProductDetailResponse = { data: await productDetailById(db, id, user.id), ...heldMessage(held) };
      return c.json(body);
    })
    .delete('/:id', signedIn, async (c) => {
      const body: DeleteListingResponse = { data: await removeProduct(services, c.get('user'), c.req.param('id')) };
      return c.json(body);
    });
}
