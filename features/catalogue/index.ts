/**
 * Finding things: product and event cards, the listing grid, the landing page's featured list,
 * and /explore. The explore screen is loaded on demand (`loadExploreScreen`), so a page that
 * only shows cards does not download the search, filters and pagination.
 */
import type { ComponentType } from 'react';

export { ProductCard, type ProductCardProps } from './ProductCard';
export { EventCard, type EventCardProps } from './EventCard';
export { ListingGrid, type ListingGridProps } from './ListingGrid';
export { ListingGridSkeleton, type ListingGridSkeletonProps } from './ListingGridSkeleton';
export { ListingPhoto, type ListingPhotoProps } from './ListingPhoto';
export { ListingMediaItem, type ListingMediaItemProps } from './ListingMediaItem';
export { VERIFIED_SELLER_LABEL } from './SellerByline';
export { eventFormatLabels, eventPriceText } from './eventText';
export { FEATURED_COUNT, FEATURED_PRODUCTS_KEY, useFeaturedProducts } from './api';
export type { ListingView } from './listingView';
export { exploreListKey } from './exploreQuery';
export { useCurrentSlug } from './useCurrentSlug';

/** The /explore screen, from its own chunk. */
export async function loadExploreScreen(): Promise<ComponentType> {
  return (await import('./ExploreScreen')).ExploreScreen;
}
