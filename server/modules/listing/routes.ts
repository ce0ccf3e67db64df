import { Hono } from 'hono';
import { myListingsQuerySchema, sellerDirectoryQuerySchema } from '../../../contract';
import type {
  MyListingsResponse,
  SavedListResponse,
  SavedStateResponse,
  SellerDirectoryResponse,
  SellerProfileResponse,
} from '../../../contract';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { optionalUser } from '../../http/optional-user';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { myListings, savedItems, sellerDirectory, sellerProfile } from './queries';
import { blockedIdsOf } from '../safety/blocks';
import { saveListing, unsaveListing } from './saved';
import { blockedByViewer } from './visibility';

/** /v1/me: the caller's own listings and saved items. */
export function meListingRoutes(services: Services) {
  const { db, clock } = services;

  return new Hono<AppEnv>()
    .use(requireUser(services))
    .get('/listings', validate('query', myListingsQuerySchema), async (c) => {
      const body: MyListingsResponse = await myListings(db, c.get('auth').userId, c.req.valid('query'));
      return c.json(body);
    })
    .get('/saved', async (c) => {
      const body: SavedListResponse = { data: await savedItems(db, c.get('auth').userId) };
      return c.json(body);
    })
    .put('/saved/:listingId', async (c) => {
      const listingId = c.req.param('listingId');
      await saveListing(db, c.get('auth').userId, listingId, clock.now());
      const body: SavedStateResponse = { data: { listingId, saved: true } };
      return c.json(body);
    })
    .delete('/saved/:listingId', async (c) => {
      const listingId = c.req.param('listingId');
      await unsaveListing(db, c.get('auth').userId, listingId);
      const body: SavedStateResponse = { data: { listingId, saved: false } };
      return c.json(body);
    });
}

/** /v1/sellers: the public seller directory and profiles. */
export function sellerRoutes(services: Services) {
  const { db, clock } = services;
  return new Hono<AppEnv>()
    .get('/', validate('query', sellerDirectoryQuerySchema), async (c) => {
      const blockedIds = await blockedByViewer(c, services);
      const body: SellerDirectoryResponse = await sellerDirectory(db, c.req.valid('query'), clock.now(), blockedIds);
      return c.json(body);
    })
    .get('/:id', async (c) => {
      const viewer = await optionalUser(c, services);
      const blockedIds = await blockedIdsOf(db, viewer?.id);
      const body: SellerProfileResponse = {
        data: await sellerProfile(db, c.req.param('id'), clock.now(), { id: viewer?.id, blockedIds }),
      };
      return c.json(body);
    });
}
