import type { EventCard, EventDetail, ListingImage } from '../../../contract';
import { listingCardOpening } from '../listing/shared-fields';
import type { SellerColumns } from '../listing/seller';
import { toSellerSummary } from '../listing/seller';
import type { events, ticketTiers } from './schema';

export type EventRow = typeof events.$inferSelect;
export type TierRow = typeof ticketTiers.$inferSelect;
/** What the detail shows of a tier. */
export type TierView = Pick<TierRow, 'id' | 'name' | 'priceKobo' | 'quantity' | 'sold' | 'description' | 'seatsPerTicket'>;

/** What a card needs of an event, read with its seller in one query. */
export type EventCardRow = Pick<
  EventRow,
  | 'id'
  | 'slug'
  | 'title'
  | 'category'
  | 'descriptionText'
  | 'startsAt'
  | 'endsAt'
  | 'format'
  | 'venue'
  | 'bannerKey'
  | 'priceFromKobo'
  | 'status'
> &
  SellerColumns;

export function toEventCard(row: EventCardRow, image: ListingImage | undefined): EventCard {
  return {
    ...listingCardOpening(row),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    format: row.format,
    venue: row.venue,
    image: image ? { ...image, alt: row.title } : null,
    priceFromKobo: row.priceFromKobo,
    seller: toSellerSummary(row),
    status: row.status,
  };
}

export function toEventDetail(
  row: Omit<EventRow, 'searchVector'> & SellerColumns,
  image: ListingImage | undefined,
  tiers: TierView[],
): EventDetail {
  return {
    ...toEventCard(row, image),
    descriptionHtml: row.descriptionHtml,
    locationTips: row.locationTips,
    socialLinks: { instagram: row.instagram, twitter: row.twitter, telegram: row.telegram, website: row.website },
    tiers: tiers.map((tier) => ({
      id: tier.id,
      name: tier.name,
      priceKobo: tier.priceKobo,
      quantity: tier.quantity,
      remaining: tier.quantity - tier.sold,
      description: tier.description,
      seatsPerTicket: tier.seatsPerTicket,
    })),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    // Events have no reviews of their own yet.
    rating: { average: null, count: 0 },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
