import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { ok } from '../../stories/msw/respond';
import { EditListingScreen, type CreateListingScreen } from './ListingFormScreens';

/**
 * An Edit story's set-up for `listing` (a product, or an event for `tickets`): the edit screen at
 * its address, its GET answered, and each PATCH's body pushed onto the array `start()` begins the
 * story with.
 */
export function editing(type: 'products' | 'tickets', listing: { id: string; slug: string }, start: () => unknown[]) {
  const api = type === 'products' ? '/v1/products' : '/v1/events';
  return {
    parameters: {
      route: {
        path: '/seller/dashboard/listings/:slug/edit',
        url: `/seller/dashboard/listings/${listing.slug}/edit?type=${type}`,
      },
    },
    render: () => <EditListingScreen />,
    beforeEach({ msw }) {
      const received = start();
      msw.use(
        http.get(`${api}/${listing.slug}`, () => ok(listing)),
        http.patch(`${api}/${listing.id}`, async ({ request }) => {
          received.push(await request.json());
          return ok(listing);
        }),
      );
    },
  } satisfies StoryObj<typeof CreateListingScreen>;
}
