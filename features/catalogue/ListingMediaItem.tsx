import type { ReactNode } from 'react';
import { paths, type CatalogueType } from '../../client';
import type { ListingImage } from '../../contract';
import { Link, MediaItem } from '../../ui';
import { ListingPhoto } from './ListingPhoto';

export interface ListingMediaItemProps {
  /** A product or an event's tickets: where its name links. */
  type: CatalogueType;
  /** The listing, as an order names it. */
  listing: { slug: string; title: string; image: ListingImage | null };
  /** A line or two about it under its name (a price, a date, a place). */
  details?: readonly ReactNode[];
}

/** The listing an order is for: its small photo beside its name, which links to its page. */
export function ListingMediaItem({ type, listing, details }: ListingMediaItemProps) {
  const href = type === 'products' ? paths.product(listing.slug) : paths.ticket(listing.slug);
  return (
    <MediaItem
      media={<ListingPhoto image={listing.image} sizes="5rem" title={listing.title} />}
      title={<Link href={href}>{listing.title}</Link>}
      details={details}
    />
  );
}
