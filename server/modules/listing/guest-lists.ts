/**
 * The catalogue lists a page rendered on the server starts from (/explore's results): a guest's
 * `GET /v1/products?…` or `GET /v1/events?…`, answered by the same queries and query schemas as
 * those routes, so the page hydrates with exactly what its own request would have got.
 */
import * as v from 'valibot';
import { eventListQuerySchema, productListQuerySchema } from '../../../contract';
import type { Services } from '../../services';
import { listEvents } from '../event/queries';
import { listProducts } from '../product/queries';

/**
 * The answer to a guest's GET of a list by API path ('products?page=1&pageSize=12&sort=relevance'),
 * or undefined for any other path and for a query the route would refuse with a 400.
 */
export async function guestListAnswer(services: Pick<Services, 'db' | 'clock'>, apiPath: string): Promise<unknown> {
  const url = new URL(apiPath, 'http://kampus.invalid/v1/');
  const query = Object.fromEntries(url.searchParams);
  if (url.pathname === '/v1/products') {
    const parsed = v.safeParse(productListQuerySchema, query);
    return parsed.success ? listProducts(services.db, parsed.output) : undefined;
  }
  if (url.pathname === '/v1/events') {
    const parsed = v.safeParse(eventListQuerySchema, query);
    return parsed.success ? listEvents(services.db, parsed.output, services.clock.now()) : undefined;
  }
  return undefined;
}
