/** MSW answers for the signed-in buyer's saved list (GET, PUT and DELETE /v1/me/saved). */
import { http } from 'msw';
import type { SavedItem } from '../../contract';
import { ok } from './respond';

/**
 * The saved list, changed by PUT and DELETE as the server changes it: it starts as `initial`, and
 * a PUT of `savable`'s listing puts it first (saved now).
 */
export function savedListHandlers(initial: SavedItem[] = [], savable?: SavedItem) {
  let items = [...initial];
  return [
    http.get('/v1/me/saved', () => ok(items)),
    http.put('/v1/me/saved/:id', ({ params }) => {
      const id = String(params.id);
      if (savable?.listing.id === id && !items.some((item) => item.listing.id === id)) {
        items = [{ ...savable, savedAt: new Date().toISOString() }, ...items];
      }
      return ok({ listingId: id, saved: true });
    }),
    http.delete('/v1/me/saved/:id', ({ params }) => {
      items = items.filter((item) => item.listing.id !== params.id);
      return ok({ listingId: String(params.id), saved: false });
    }),
  ];
}
