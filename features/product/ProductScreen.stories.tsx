import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { REPORT_SENT, type ProductCard, type ReportBody, type SavedItem } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { expectLocation, expectToast } from '../../stories/expect';
import { fail, ok, outage, sampleUser } from '../../stories/msw/respond';
import { savedListHandlers } from '../../stories/msw/saved';
import { listingPageStates } from '../../stories/listingPageStates';
import { LINK_COPIED_MESSAGE, NEW_SELLER_NOTE, toast } from '../../ui';
import {
  productFromNewSeller,
  productFromUnverifiedSeller,
  productOutOfStock,
  productWithOnePhoto,
  productWithoutReviews,
  recentlyViewedProducts,
  relatedProducts,
  sampleProduct,
  savedListWith,
} from './fixtures';
import { PRODUCT_NOT_FOUND_TITLE, ProductScreen } from './ProductScreen';
import { RECENTLY_VIEWED_KEY } from './recentlyViewed';
import { LOG_IN_TO_SAVE_MESSAGE, SAVED_MESSAGE, UNSAVED_MESSAGE } from './SaveButton';
import { NO_REVIEWS_TEXT } from './ProductTabs';

type Answer = () => Response | Promise<Response>;

/** The Seller Info tab's track record (loaded when the tab opens): each figure by its term. */
async function trackRecord(panel: HTMLElement): Promise<Record<string, string>> {
  const terms = await within(panel).findAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

/** GET /v1/products/{slug} answered by `answer`. */
const productIs = (answer: Answer): HttpHandler => http.get('/v1/products/:slug', answer);

/** GET /v1/products: `?ids=` answers those of `known` in the order asked, anything else the related row. */
function productListsAre(related: ProductCard[] = relatedProducts, known: ProductCard[] = recentlyViewedProducts) {
  return http.get('/v1/products', ({ request }) => {
    const ids = new URL(request.url).searchParams.get('ids');
    if (ids !== null) {
      const wanted = ids.split(',');
      return ok(wanted.flatMap((id) => known.filter((card) => card.id === id)));
    }
    return HttpResponse.json({ data: related, page: { page: 1, pageSize: 4, total: related.length, totalPages: 1 } });
  });
}

const url = `/product/${sampleProduct.slug}`;
const savedProduct: SavedItem = { type: 'products', savedAt: '2026-11-20T12:00:00+01:00', listing: sampleProduct };

const phone = {
  viewport: { options: { phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
};
const onPhone = { viewport: { value: 'phone', isRotated: false } };

const meta = {
  title: 'Features/Product/ProductScreen',
  component: ProductScreen,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/product/:slug', url }, ...phone },
  beforeEach: () => {
    toast.clear();
    localStorage.removeItem(RECENTLY_VIEWED_KEY);
    return () => {
      toast.clear();
      localStorage.removeItem(RECENTLY_VIEWED_KEY);
    };
  },
} satisfies Meta<typeof ProductScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seen before on this browser: the Recently Viewed Items row shows them. */
function seenBefore() {
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(recentlyViewedProducts.map((card) => card.id)));
}

export const Filled: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    seenBefore();
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre(),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleProduct.title })).toBeVisible();
    const trail = within(canvas.getByRole('navigation', { name: 'Breadcrumb' }));
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/explore');
    await expect(trail.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/explore?type=products');
    await expect(trail.getByText('Gadgets')).toBeVisible();
    await expect(trail.getByText(sampleProduct.title)).toHaveAttribute('aria-current', 'page');

    // Who sells it and where, under the title: the verified seller's name leads to their profile.
    const panel = within(canvas.getByRole('heading', { level: 1 }).parentElement!);
    await expect(panel.getByText('Sold by')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Chidi Gadgets' })).toHaveAttribute(
      'href',
      `/seller/${sampleProduct.seller.id}`,
    );
    await expect(panel.getByText('Verified seller')).toBeVisible();
    await expect(panel.getByText('University of Lagos')).toBeVisible();

    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(2 reviews)')).toBeVisible();
    await expect(canvas.getByText('₦260,000')).toBeVisible();
    await expect(canvas.getByText('3 units available')).toBeVisible();

    // Photos come in every width, so a phone downloads a small one.
    const photo = canvas.getByRole('img', { name: 'iPhone 12 Pro, front' });
    await expect(photo.getAttribute('srcset')).toMatch(/ 320w, .* 640w, .* 1280w$/);
    await expect(photo).toHaveAttribute('sizes');
    await userEvent.click(canvas.getByRole('option', { name: 'iPhone 12 Pro, back and cameras' }));
    await expect(canvas.getByRole('img', { name: 'iPhone 12 Pro, back and cameras' })).toBeVisible();
    await expect(canvas.getByRole('option', { name: 'iPhone 12 Pro, back and cameras' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The quantity is bounded by the units available and goes into the checkout link.
    const buy = canvas.getByRole('link', { name: 'Buy Product Now' });
    await expect(buy).toHaveAttribute('href', `/checkout?product=${sampleProduct.slug}&quantity=1`);
    const more = canvas.getByRole('button', { name: /Increase/ });
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await expect(more).toBeDisabled();
    await expect(buy).toHaveAttribute('href', `/checkout?product=${sampleProduct.slug}&quantity=3`);

    const share = within(canvas.getByRole('group', { name: 'Share' }));
    await expect(share.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}${url}`)}`,
    );

    // The description tab is open first: the facts, then the seller's own text.
    const details = canvas.getByRole('tabpanel', { name: 'Description' });
    await expect(within(details).getByText('Used - like new')).toBeVisible();
    await expect(within(details).getByText('Apple')).toBeVisible();
    await expect(within(details).getByText('Battery health 87%')).toBeVisible();

    const related = within(canvas.getByRole('list', { name: 'Related Items' }));
    await expect(related.getAllByRole('article')).toHaveLength(relatedProducts.length);
    const recent = within(await canvas.findByRole('list', { name: 'Recently Viewed Items' }));
    await expect(recent.getAllByRole('article')).toHaveLength(recentlyViewedProducts.length);
    await expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toEqual([
      sampleProduct.id,
      ...recentlyViewedProducts.map((card) => card.id),
    ]);
    await userEvent.click(document.body);
  },
};

/** A seller whose identity is not checked: their name and campus, no verified badge and no profile link. */
export const UnverifiedSeller: Story = {
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(productFromUnverifiedSeller)),
      productListsAre(),
    );
  },
  play: async ({ canvas }) => {
    const panel = within((await canvas.findByRole('heading', { level: 1 })).parentElement!);
    await expect(panel.getByText('Sold by')).toBeVisible();
    await expect(panel.getByText('Tunde Bakare')).toBeVisible();
    await expect(panel.queryByRole('link', { name: 'Tunde Bakare' })).not.toBeInTheDocument();
    await expect(panel.getByText('Obafemi Awolowo University')).toBeVisible();
    await expect(panel.queryByText('Verified seller')).not.toBeInTheDocument();
  },
};

/** On a phone the photos come first; who sells and where is still in the first screenful. */
export const PhoneSellerAboveTheFold: Story = {
  globals: onPhone,
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre(),
    );
  },
  play: async ({ canvas }) => {
    const panel = within((await canvas.findByRole('heading', { level: 1 })).parentElement!);
    const campus = panel.getByText('University of Lagos');
    await expect(panel.getByText('Verified seller')).toBeVisible();
    await expect(campus.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const TabsDeliveryReviewsSeller: Story = {
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre(),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Delivery' }));
    const delivery = within(canvas.getByRole('tabpanel', { name: 'Delivery' }));
    await expect(delivery.getByText('Pickup on campus')).toBeVisible();
    await expect(delivery.getByText('₦2,500, arrives in 3–7 days.')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    const reviews = within(canvas.getByRole('tabpanel', { name: 'Reviews' }));
    await expect(reviews.getAllByRole('listitem')).toHaveLength(2);
    await expect(reviews.getByText('Tolu Adebayo')).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: 'Seller Info' }));
    const seller = within(canvas.getByRole('tabpanel', { name: 'Seller Info' }));
    await expect(seller.getByText('Chidi Gadgets')).toBeVisible();
    await expect(seller.getByText('University of Lagos')).toBeVisible();
    await expect(await trackRecord(canvas.getByRole('tabpanel', { name: 'Seller Info' }))).toEqual({
      'Member since': 'Sep 2025',
      'Verified student': 'Yes',
      'Completed orders': '48',
      'Usually replies in': '12 min',
      'On-time delivery': '94%',
      Rating: '4.7 of 5 (23 reviews)',
    });
    await expect(seller.queryByText(NEW_SELLER_NOTE)).not.toBeInTheDocument();
    await expect(seller.getByRole('link', { name: 'View full seller info' })).toHaveAttribute(
      'href',
      `/seller/${sampleProduct.seller.id}`,
    );
    // A guest too: the conversation page sends them to log in first.
    await expect(seller.getByRole('link', { name: 'Message seller' })).toHaveAttribute(
      'href',
      `/dashboard/chats/new?to=${sampleProduct.seller.id}&listing=${sampleProduct.id}`,
    );
  },
};

// A seller who joined this week: every figure says there is nothing yet, and the buyer is told to pay through Kampus.
export const SellerInfoNewSeller: Story = {
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(productFromNewSeller)),
      productListsAre(),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Seller Info' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Seller Info' });
    await expect(await trackRecord(panel)).toEqual({
      'Member since': 'Nov 2026',
      'Verified student': 'Yes',
      'Completed orders': 'None yet',
      'Usually replies in': 'No replies yet',
      'On-time delivery': 'No deliveries yet',
      Rating: 'No reviews yet',
    });
    await expect(within(panel).getByText(NEW_SELLER_NOTE)).toBeVisible();
  },
};

// The Seller Info tab at 375 px: the figures two a row, within the screen.
export const SellerInfoOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre([]),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Seller Info' }));
    const panel = canvas.getByRole('tabpanel', { name: 'Seller Info' });
    await expect(await within(panel).findByRole('heading', { name: 'Track record' })).toBeVisible();
    const [first, second] = within(panel)
      .getAllByRole('term')
      .map((term) => term.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    // The screenshot shows what the phone's screen shows: the whole tab, not the gallery above it.
    panel.scrollIntoView();
  },
};

export const NoReviews: Story = {
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(productWithoutReviews)),
      productListsAre([]),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reviews yet')).toBeVisible();
    await expect(canvas.getByText(/Campus only: students of University of Lagos/)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    await expect(within(canvas.getByRole('tabpanel', { name: 'Reviews' })).getByText(NO_REVIEWS_TEXT)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Delivery' }));
    const delivery = within(canvas.getByRole('tabpanel', { name: 'Delivery' }));
    await expect(delivery.queryByText('Door delivery')).not.toBeInTheDocument();
    await expect(await canvas.findByText('No other gadgets products yet.')).toBeVisible();
    // Nothing viewed before: no Recently Viewed Items section.
    await expect(canvas.queryByRole('heading', { name: 'Recently Viewed Items' })).not.toBeInTheDocument();
  },
};

export const SinglePhoto: Story = {
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(productWithOnePhoto)),
      productListsAre(),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'iPhone 12 Pro, front' })).toBeVisible();
    await expect(canvas.queryByRole('listbox', { name: 'Product photos' })).not.toBeInTheDocument();
  },
};

export const OutOfStock: Story = {
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(productOutOfStock)),
      productListsAre(),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Out of stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy Product Now' })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'Buy Product Now' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(within(canvas.getByRole('tabpanel', { name: 'Description' })).getByText('Not stated')).toBeVisible();
  },
};

export const GuestSaveGoesToLogin: Story = {
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre(),
    );
  },
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expectToast(LOG_IN_TO_SAVE_MESSAGE);
    await expectLocation(`/login?next=${encodeURIComponent(url)}`);
  },
};

// Report listing, under Buy and Save: the dialog (features/safety) sends the product as the target.
export const ReportListing: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    reported = [];
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre(),
      http.get('/v1/user', () => ok(sampleUser)),
      http.post('/v1/reports', async ({ request }) => {
        const body = (await request.json()) as ReportBody;
        reported.push(body);
        return ok(
          {
            ...body,
            id: '9',
            targetId: String(body.targetId),
            targetLabel: sampleProduct.title,
            details: null,
            status: 'open',
            outcome: null,
            createdAt: '2026-11-28T10:00:00.000Z',
          },
          201,
        );
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Report listing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report listing' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Scam or fraud' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expectToast(REPORT_SENT);
    await expect(reported).toEqual([{ targetKind: 'product', targetId: sampleProduct.id, reason: 'scam' }]);
  },
};

// The seller on their own product's page has nothing to report.
export const OwnListingHasNoReport: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre(),
      http.get('/v1/user', () => ok({ ...sampleUser, id: sampleProduct.seller.id })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleProduct.title })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Report listing' })).not.toBeInTheDocument());
  },
};

let reported: ReportBody[] = [];

export const SignedInSaveToggles: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre(),
      ...savedListHandlers([], savedProduct),
    );
  },
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Save' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    await expectToast(SAVED_MESSAGE);
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'false'));
    await expectToast(UNSAVED_MESSAGE);
  },
};

export const AlreadySaved: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre(),
      ...savedListHandlers(savedListWith(sampleProduct), savedProduct),
    );
  },
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** The call fails: the button goes back to how it was and the buyer is told why. */
export const SaveFails: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre(),
      http.get('/v1/me/saved', () => ok([])),
      http.put('/v1/me/saved/:id', () => fail(503, 'Saving is unavailable right now. Try again in a minute.')),
    );
  },
  play: async ({ canvas }) => {
    const save = await canvas.findByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expectToast('Saving is unavailable right now. Try again in a minute.');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  },
};

let copied: string[] = [];

export const CopyLinkToast: Story = {
  beforeEach({ msw }) {
    msw.use(
      productIs(() => ok(sampleProduct)),
      productListsAre(),
    );
    copied = [];
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }));
    await expectToast(LINK_COPIED_MESSAGE);
    await expect(copied).toEqual([`${window.location.origin}${url}`]);
  },
};

const states = listingPageStates({
  answering: (answer) => [productIs(answer), productListsAre()],
  listing: sampleProduct,
  url,
  oldRoute: { path: '/product/:slug', url: '/product/iphone-12-pro-old-title' },
  loadingLabel: 'Loading the product',
  notFound: {
    title: PRODUCT_NOT_FOUND_TITLE,
    message: 'Product not found',
    link: 'Browse products',
    href: '/explore?type=products',
  },
});

export const OldSlugReplaced: Story = states.OldSlugReplaced;
export const Loading: Story = states.Loading;
export const NotFound: Story = states.NotFound;

/** The app passes its own 404 page; the screen shows it as it is. */
export const NotFoundWithAppPage: Story = {
  args: { notFound: <h1>404 Oops! Page not found.</h1> },
  beforeEach({ msw }) {
    msw.use(productIs(() => fail(404, 'Product not found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '404 Oops! Page not found.' })).toBeVisible();
  },
};

const productOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    productOutage.begin();
    msw.use(
      productIs(() => {
        return productOutage.isDown() ? fail(500, 'Something went wrong on our side') : ok(sampleProduct);
      }),
      productListsAre(),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This product could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Something went wrong on our side')).toBeVisible();
    productOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleProduct.title })).toBeVisible();
  },
};
