import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { EventCard, ProductCard, SellerProfile } from '../../contract';
import { NEW_SELLER_NOTE, toast } from '../../ui';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pageOf, pending, sampleUser } from '../../stories/msw/respond';
import { brandSeller, eventsOf, individualSeller, newSeller, productsOf } from './fixtures';
import { NO_SELLER_REVIEWS_TEXT, SELLER_NOT_FOUND_TITLE, SellerProfileScreen } from './SellerProfileScreen';

const phone = {
  viewport: { options: { phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
};

const meta = {
  title: 'Features/Sellers/SellerProfileScreen',
  component: SellerProfileScreen,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/seller/:id', url: `/seller/${brandSeller.id}` }, ...phone },
} satisfies Meta<typeof SellerProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location').textContent;

/** The track record's figures by their terms. */
function trackRecord(canvas: HTMLElement): Record<string, string> {
  const region = within(within(canvas).getByRole('region', { name: 'Track record' }));
  return Object.fromEntries(
    region.getAllByRole('term').map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
  );
}

function sellerHandlers(seller: SellerProfile, products: ProductCard[], events: EventCard[]) {
  return [
    http.get('/v1/sellers/:id', ({ params }) => (params.id === seller.id ? ok(seller) : fail(404, 'Seller not found'))),
    http.get('/v1/products', ({ request }) => pageOf(products, request)),
    http.get('/v1/events', ({ request }) => pageOf(events, request)),
  ];
}

export const Brand: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(...sellerHandlers(brandSeller, productsOf(brandSeller), eventsOf(brandSeller)));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Adire Lounge' })).toBeVisible();
    await expect(canvas.getByText('Brand')).toBeVisible();
    await expect(canvas.getByText('University of Ibadan')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(23 reviews)')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'About Me' })).getByText(/Hand-dyed adire/)).toBeVisible();
    await expect(trackRecord(canvasElement)).toEqual({
      'Member since': 'Sep 2025',
      'Verified student': 'Yes',
      'Completed orders': '48',
      'Usually replies in': '12 min',
      'On-time delivery': '94%',
      Rating: '4.7 of 5 (23 reviews)',
    });
    await expect(canvas.queryByText(NEW_SELLER_NOTE)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Message seller' })).toHaveAttribute(
      'href',
      `/dashboard/chats/new?to=${brandSeller.id}`,
    );

    const products = within(await canvas.findByRole('list', { name: 'Products' }));
    await expect(products.getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByRole('radio', { name: 'Products (10)' })).toBeChecked();

    const reviews = within(canvas.getByRole('region', { name: 'My Reviews' }));
    await expect(reviews.getAllByRole('listitem')).toHaveLength(2);
    await expect(reviews.getByText('Bisola Adeyemi')).toBeVisible();
  },
};

export const BrandSecondPageOfProducts: Story = {
  beforeEach({ msw }) {
    msw.use(...sellerHandlers(brandSeller, productsOf(brandSeller), eventsOf(brandSeller)));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe(`/seller/${brandSeller.id}?type=products&page=2`));
    const products = within(await canvas.findByRole('list', { name: 'Products' }));
    await waitFor(() => expect(products.getAllByRole('article')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const BrandEvents: Story = {
  beforeEach({ msw }) {
    msw.use(...sellerHandlers(brandSeller, productsOf(brandSeller), eventsOf(brandSeller)));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Events (1)' }));
    const events = within(await canvas.findByRole('list', { name: 'Events' }));
    await expect(events.getByRole('link', { name: 'Adire dyeing workshop' })).toHaveAttribute(
      'href',
      '/ticket/adire-workshop-2030',
    );
    await expect(location()).toBe(`/seller/${brandSeller.id}?type=tickets`);
    await expect(canvas.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();
  },
};

export const Individual: Story = {
  parameters: { route: { path: '/seller/:id', url: `/seller/${individualSeller.id}` } },
  beforeEach({ msw }) {
    msw.use(...sellerHandlers(individualSeller, productsOf(individualSeller, 2), []));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Amaka Okafor' })).toBeVisible();
    await expect(canvas.getByText('Individual seller')).toBeVisible();
    await expect(canvas.getByText('Amaka Okafor has not written anything about themselves yet.')).toBeVisible();
    const products = within(await canvas.findByRole('list', { name: 'Products' }));
    await expect(products.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('radio', { name: 'Events (0)' }));
    await expect(await canvas.findByRole('heading', { name: 'No upcoming events' })).toBeVisible();
  },
};

/** A seller looking at their own profile is shown where to write About Me, and cannot message themselves. */
export const OwnProfile: Story = {
  parameters: { signedIn: true, route: { path: '/seller/:id', url: `/seller/${individualSeller.id}` } },
  beforeEach({ msw }) {
    msw.use(
      ...sellerHandlers(individualSeller, productsOf(individualSeller, 2), []),
      http.get('/v1/user', () => ok({ ...sampleUser, id: individualSeller.id, kycStatus: 'APPROVED' })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Amaka Okafor' })).toBeVisible();
    const about = within(canvas.getByRole('region', { name: 'About Me' }));
    await expect(await about.findByRole('link', { name: 'Write About Me' })).toHaveAttribute('href', '/dashboard/profile');
    await expect(about.getByText('You have not written anything about yourself yet.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Message seller' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  },
};

// Report and Block beside Message seller; blocking leaves the profile, which is now hidden from the blocker.
export const ReportAndBlock: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(
      ...sellerHandlers(brandSeller, productsOf(brandSeller), eventsOf(brandSeller)),
      http.get('/v1/user', () => ok(sampleUser)),
      http.get('/v1/blocks', () => ok([])),
      http.post('/v1/blocks', () =>
        ok({ userId: brandSeller.id, name: brandSeller.name, avatar: null, blockedAt: '2026-11-28T10:00:00.000Z' }, 201),
      ),
    );
    return () => toast.clear();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Adire Lounge' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    const report = within(await screen.findByRole('dialog', { name: 'Report person' }));
    await expect(report.getByText('Adire Lounge')).toBeVisible();
    await userEvent.click(report.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report person' })).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Block Adire Lounge?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Block' }));
    await expect(await screen.findByText('You blocked Adire Lounge')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/explore'));
  },
};

export const NoListings: Story = {
  parameters: { route: { path: '/seller/:id', url: `/seller/${newSeller.id}` } },
  beforeEach({ msw }) {
    msw.use(...sellerHandlers(newSeller, [], []));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Zainab Musa' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No products listed yet' })).toBeVisible();
    // Under the name, and in the track record.
    await expect(canvas.getAllByText('No reviews yet')).toHaveLength(2);
    await expect(trackRecord(canvasElement)).toEqual({
      'Member since': 'Nov 2026',
      'Verified student': 'Yes',
      'Completed orders': 'None yet',
      'Usually replies in': 'No replies yet',
      'On-time delivery': 'No deliveries yet',
      Rating: 'No reviews yet',
    });
    await expect(canvas.getByText(NEW_SELLER_NOTE)).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'My Reviews' })).getByText(NO_SELLER_REVIEWS_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /pages/ })).not.toBeInTheDocument();
  },
};

// At 375 px: the track record two figures a row, under the seller's name.
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: true, route: { path: '/seller/:id', url: `/seller/${individualSeller.id}` } },
  beforeEach({ msw }) {
    msw.use(...sellerHandlers(individualSeller, productsOf(individualSeller, 2), []));
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: individualSeller.name })).toBeVisible();
    await expect(trackRecord(canvasElement)).toMatchObject({
      'Completed orders': '3',
      'Usually replies in': '2 hours',
      'On-time delivery': '67%',
      Rating: '4 of 5 (1 review)',
    });
    const region = canvas.getByRole('region', { name: 'Track record' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    // The photos in, so the screenshot is of the whole page.
    const products = within(await canvas.findByRole('list', { name: 'Products' }));
    await expect(products.getAllByRole('article')).toHaveLength(2);
  },
};

export const ListingsFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/sellers/:id', () => ok(brandSeller)),
      http.get('/v1/products', () => fail(500, 'Something went wrong on our side')),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Products could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/sellers/:id', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading the seller's profile")).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/sellers/:id', () => fail(404, 'Seller not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: SELLER_NOT_FOUND_TITLE })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/sellers/:id', () => fail(500, 'Something went wrong on our side')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This profile could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
