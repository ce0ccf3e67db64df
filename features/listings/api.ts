import { useState } from 'react';
import useSWR from 'swr';
import * as v from 'valibot';
import {
  cancelEventResponseSchema,
  deleteListingResponseSchema,
  eventDetailSchema,
  myListingsResponseSchema,
  productDetailSchema,
  slugAvailabilityResponseSchema,
  type CancelEventBody,
  type CancelEventResponse,
  type CreateEventBody,
  type CreateProductBody,
  type EventDetail,
  type ListingType,
  type MyListing,
  type MyListingsResponse,
  type ProductDetail,
  type UpdateEventBody,
  type UpdateProductBody,
} from '../../contract';
import { api, uploadFile, useApi, type ApiError } from '../../client';

/** How many listings one page of the seller's Listings shows. */
export const LISTINGS_PAGE_SIZE = 10;

/** The SWR key of one page of the seller's listings of a type. */
export function myListingsKey(type: ListingType, page: number): readonly (string | number)[] {
  return ['me/listings', type, page];
}

/** GET /v1/me/listings?type=&page=: one page of the seller's own listings (every status but archived). */
export function useMyListings(type: ListingType, page: number) {
  return useSWR<MyListingsResponse, ApiError>(myListingsKey(type, page), () =>
    api.getPage('me/listings', myListingsResponseSchema, { searchParams: { type, page, pageSize: LISTINGS_PAGE_SIZE } }),
  );
}

function listingPath(type: ListingType, id: string): readonly string[] {
  return [type === 'products' ? 'products' : 'events', id];
}

/** PATCH the listing's status (active or inactive). */
export async function setListingStatus(listing: Pick<MyListing, 'id' | 'type'>, status: 'active' | 'inactive'): Promise<void> {
  await api.patch(listingPath(listing.type, listing.id), v.unknown(), { status });
}

/** DELETE a listing: 'deleted', or 'archived' when it has orders (they keep pointing at it). */
export async function deleteListing(listing: Pick<MyListing, 'id' | 'type'>): Promise<'deleted' | 'archived'> {
  const { outcome } = await api.delete(listingPath(listing.type, listing.id), deleteListingResponseSchema.entries.data);
  return outcome;
}

/** GET /v1/products/{slug}: the product an edit form starts from. */
export function useProductDetail(slug: string) {
  return useApi(['products', slug], productDetailSchema);
}

/** GET /v1/events/{slug}: the event an edit form starts from. */
export function useEventDetail(slug: string) {
  return useApi(['events', slug], eventDetailSchema);
}

/**
 * POST /v1/events/{id}/cancel: the organiser cancels the event; every ticket order is refunded
 * in full (unpaid ones cancelled) and every buyer is told.
 */
export function cancelEvent(id: string, body: CancelEventBody): Promise<CancelEventResponse['data']> {
  return api.post(['events', id, 'cancel'], cancelEventResponseSchema.entries.data, body);
}

export function createProduct(body: CreateProductBody): Promise<ProductDetail> {
  return api.post('products', productDetailSchema, body);
}

export function updateProduct(id: string, body: UpdateProductBody): Promise<ProductDetail> {
  return api.patch(['products', id], productDetailSchema, body);
}

export function createEvent(body: CreateEventBody): Promise<EventDetail> {
  return api.post('events', eventDetailSchema, body);
}

export function updateEvent(id: string, body: UpdateEventBody): Promise<EventDetail> {
  return api.patch(['events', id], eventDetailSchema, body);
}

export type SlugAvailability = v.InferOutput<typeof slugAvailabilityResponseSchema>['data'];

/** GET /v1/events/slug-availability?slug=: whether a custom URL is free, and a free one if not. */
export function checkSlugAvailability(slug: string, signal?: AbortSignal): Promise<SlugAvailability> {
  return api.get('events/slug-availability', slugAvailabilityResponseSchema.entries.data, { signal, searchParams: { slug } });
}

/** Uploads a listing photo: public, since anyone browsing sees it. Resolves with its key, name and URL. */
export function uploadListingPhoto(file: File, options: { signal?: AbortSignal; onProgress?: (fraction: number) => void }) {
  return uploadFile(file, {
    signal: options.signal,
    visibility: 'public',
    onProgress: options.onProgress && ((percent) => options.onProgress?.(percent / 100)),
  });
}

/** Keeps where each uploaded photo is served, so its thumbnail shows after a re-render. */
export function usePhotoUrls(initial: Record<string, string> = {}) {
  const [urls] = useState(() => new Map(Object.entries(initial)));
  return urls;
}
