/**
 * MSW answers for the catalogue lists (GET /v1/products, GET /v1/events) built from the
 * catalogue's fixtures: they search, filter, sort and page like the server, closely enough for
 * stories, and can pretend there are more results than fixtures.
 */
import { http, HttpResponse } from 'msw';
import type { EventCard, ProductCard } from '../../contract';
import { sampleEventCards, samplePageInfo, sampleProductCards } from '../../features/catalogue/fixtures';

interface ListOptions<T> {
  items?: T[];
  /** Pretend the list holds this many results (the fixtures repeat to fill every page). */
  total?: number;
}

type Card = ProductCard | EventCard;

function priceOf(card: Card): number {
  return 'priceKobo' in card ? card.priceKobo : card.priceFromKobo;
}

function answer<T extends Card>(request: Request, { items, total }: Required<Pick<ListOptions<T>, 'items'>> & ListOptions<T>) {
  const query = new URL(request.url).searchParams;
  const search = query.get('search')?.toLowerCase();
  const min = query.get('minPrice');
  const max = query.get('maxPrice');
  let found = items.filter(
    (card) =>
      (!search || `${card.title} ${card.summary}`.toLowerCase().includes(search)) &&
      (!query.get('category') || card.category === query.get('category')) &&
      (!query.get('sellerType') || card.seller.sellerType === query.get('sellerType')) &&
      (!query.get('format') || !('format' in card) || card.format === query.get('format')) &&
      (!query.get('price') || !('priceFromKobo' in card) || (query.get('price') === 'free') === (card.priceFromKobo === 0)) &&
      (min === null || priceOf(card) >= Number(min)) &&
      (max === null || priceOf(card) <= Number(max)),
  );
  const sort = query.get('sort');
  if (sort === 'price_asc') found = [...found].sort((a, b) => priceOf(a) - priceOf(b));
  if (sort === 'price_desc') found = [...found].sort((a, b) => priceOf(b) - priceOf(a));
  const pageSize = Number(query.get('pageSize') ?? 12);
  const page = Number(query.get('page') ?? 1);
  const count = total ?? found.length;
  const data =
    found.length === 0
      ? []
      : Array.from({ length: Math.max(0, Math.min(pageSize, count - (page - 1) * pageSize)) }, (_, index) => {
          const position = (page - 1) * pageSize + index;
          const card = found[position % found.length]!;
          return position < found.length ? card : { ...card, id: `${card.id}-${position}` };
        });
  return HttpResponse.json({ data, page: samplePageInfo(page, found.length === 0 ? 0 : count, pageSize) });
}

/** GET /v1/products from the sample products (or the given ones). */
export function productsAnswer(options: ListOptions<ProductCard> = {}) {
  return http.get('/v1/products', ({ request }) => answer(request, { items: sampleProductCards, ...options }));
}

/** GET /v1/events from the sample events (or the given ones). */
export function eventsAnswer(options: ListOptions<EventCard> = {}) {
  return http.get('/v1/events', ({ request }) => answer(request, { items: sampleEventCards, ...options }));
}
