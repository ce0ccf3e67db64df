import { createContext, useContext } from 'react';

/** How a list of listings is laid out: a grid of cards or one card a row. */
export type ListingView = 'grid' | 'list';

export const listingViews: readonly ListingView[] = ['grid', 'list'];

const ListingViewContext = createContext<ListingView>('grid');

/** Cards inside a ListingGrid take its view unless told otherwise. */
export const ListingViewProvider = ListingViewContext.Provider;

export function useListingView(explicit?: ListingView): ListingView {
  const inherited = useContext(ListingViewContext);
  return explicit ?? inherited;
}

/**
 * What the browser is told about a card photo's displayed width, matching the grid's columns
 * (two, three, then four across) and the list view's fixed photo column.
 */
export function photoSizes(view: ListingView): string {
  return view === 'grid' ? '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw' : '(min-width: 768px) 13rem, 8rem';
}
