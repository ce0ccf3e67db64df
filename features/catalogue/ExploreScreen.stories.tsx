import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { eventsAnswer, productsAnswer } from '../../stories/msw/catalogue';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, outage, pending, sampleUniversities } from '../../stories/msw/respond';
import { ExploreScreen } from './ExploreScreen';
import { productPage, sampleEventCards, sampleProductCards } from './fixtures';

const phone = {
  viewport: { options: { phone: { name: 'Phone (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
};
const onPhone = { viewport: { value: 'phone', isRotated: false } };

const universitiesAnswer = http.get('/v1/university', () => ok(sampleUniversities));

const meta = {
  title: 'Features/Catalogue/ExploreScreen',
  component: ExploreScreen,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/explore', url: '/explore' }, ...phone },
  beforeEach({ msw }) {
    msw.use(universitiesAnswer, productsAnswer(), eventsAnswer());
  },
} satisfies Meta<typeof ExploreScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (url: string) => ({ route: { path: '/explore', url } });
const location = (canvas: ReturnType<typeof within>) => canvas.getByTestId('location');

/** The filters beside the results on a wide screen, once their code has loaded. */
async function sidePanel(canvas: ReturnType<typeof within>) {
  const filters = canvas.getByRole('complementary', { name: 'Filters' });
  await within(filters).findByRole('radiogroup', { name: 'Category' });
  return filters;
}

/** What the screen asked GET /v1/events for, to check what reached the server. */
const sentToEvents: URL[] = [];
const recordEventRequests = http.get('/v1/events', ({ request }) => {
  sentToEvents.push(new URL(request.url));
  return undefined;
});

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/products', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(canvas.getByText('Loading products')).toBeInTheDocument();
    await expect(canvas.getByText('Loading products').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('radio', { name: 'Products' })).toBeChecked();
  },
};

export const FilledGrid: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('article')).toHaveLength(sampleProductCards.length);
    await expect(canvas.getByRole('heading', { level: 2, name: '10 products' })).toBeVisible();
    // Wide screen: the filters sit beside the results and the drawer button is gone.
    const filters = await sidePanel(canvas);
    await expect(within(filters).getByRole('radiogroup', { name: 'Category' })).toBeVisible();
    await expect(within(filters).getByRole('radiogroup', { name: 'Seller Type' })).toBeVisible();
    await expect(within(filters).queryByRole('radiogroup', { name: 'Format' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
    // One page only: no pagination.
    await expect(canvas.queryByRole('navigation', { name: 'Pages of products' })).not.toBeInTheDocument();
  },
};

export const ListView: Story = {
  parameters: at('/explore?view=list'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Products' });
    const first = within(list).getAllByRole('article')[0]!;
    const photo = first.querySelector('img')!;
    await expect(photo.getBoundingClientRect().right).toBeLessThanOrEqual(
      within(first).getByRole('heading').getBoundingClientRect().left,
    );
    await expect(canvas.getByRole('radio', { name: 'List view' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Grid view' }));
    await expect(location(canvas)).toHaveTextContent(/^\/explore$/);
  },
};

export const Events: Story = {
  parameters: at('/explore?type=tickets'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Events' });
    await expect(within(list).getAllByRole('article')).toHaveLength(sampleEventCards.length);
    await expect(canvas.getByRole('radio', { name: 'Events' })).toBeChecked();
    const filters = await sidePanel(canvas);
    for (const group of ['Category', 'Time', 'Ticket Price', 'Seller Type', 'Format']) {
      await expect(within(filters).getByRole('radiogroup', { name: group })).toBeVisible();
    }
    await expect(within(filters).getByRole('radio', { name: 'Within 90 days' })).toBeInTheDocument();
    await expect(within(filters).getByRole('radio', { name: 'Parties' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Products' }));
    await expect(location(canvas)).toHaveTextContent(/^\/explore$/);
    await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
  },
};

export const Filtered: Story = {
  parameters: at('/explore?page=2&sort=newest'),
  play: async ({ canvas }) => {
    const filters = await sidePanel(canvas);
    await userEvent.click(within(filters).getByRole('radio', { name: 'Gadgets' }));
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Min (₦)' }), '20,000');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    // Applying a filter starts again from page 1 and keeps the sort; the price is naira in the address.
    await expect(location(canvas)).toHaveTextContent('/explore?category=Gadgets&minPrice=20000&sort=newest');
    const list = await canvas.findByRole('list', { name: 'Products' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    await expect(canvas.getByRole('heading', { level: 2, name: '3 products' })).toBeVisible();
    await expect(within(list).queryByText('Casio fx-991ES Plus Calculator')).not.toBeInTheDocument();

    // A maximum below the minimum is refused before anything is sent.
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Max (₦)' }), '5000');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await expect(within(filters).getByText('Maximum price must not be less than the minimum price')).toBeVisible();
    await expect(location(canvas)).toHaveTextContent('/explore?category=Gadgets&minPrice=20000&sort=newest');

    await userEvent.click(within(filters).getByRole('button', { name: 'Reset' }));
    await expect(location(canvas)).toHaveTextContent(/^\/explore\?sort=newest$/);
    await expect(within(filters).getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(within(filters).getByRole('textbox', { name: 'Min (₦)' })).toHaveValue('');
  },
};

export const SentInKobo: Story = {
  parameters: at('/explore?type=tickets&minPrice=1000&maxPrice=30000&price=paid&format=physical&university=2'),
  beforeEach({ msw }) {
    sentToEvents.length = 0;
    msw.use(recordEventRequests, eventsAnswer());
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Events' });
    const sent = sentToEvents.at(-1)!.searchParams;
    await expect(sent.get('minPrice')).toBe('100000');
    await expect(sent.get('maxPrice')).toBe('3000000');
    await expect(sent.get('price')).toBe('paid');
    await expect(sent.get('format')).toBe('physical');
    await expect(sent.get('university')).toBe('2');
    await expect(sent.get('pageSize')).toBe('12');
    // The panel shows the filters of the address.
    const filters = await sidePanel(canvas);
    await expect(within(filters).getByRole('textbox', { name: 'Min (₦)' })).toHaveValue('1000');
    await expect(within(filters).getByRole('radio', { name: 'Paid' })).toBeChecked();
    await expect(within(filters).getByRole('radio', { name: 'Physical' })).toBeChecked();
    await waitFor(() =>
      expect(within(filters).getByRole('combobox', { name: 'University' })).toHaveValue('Lagos State University'),
    );
  },
};

export const Sorted: Story = {
  parameters: at('/explore?search=phone'),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('relevance');
    await userEvent.selectOptions(sort, 'Price: low to high');
    await expect(location(canvas)).toHaveTextContent('/explore?search=phone&sort=price_asc');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    // Back to relevance, the default, leaves the address without a sort.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Relevance');
    await expect(location(canvas)).toHaveTextContent(/^\/explore\?search=phone$/);
  },
};

export const Searching: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'ankara');
    await waitFor(() => expect(location(canvas)).toHaveTextContent('/explore?search=ankara'));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: '1 product for “ankara”' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Ankara Maxi Dress' })).toBeVisible();
    await expect(canvas.queryByText(/Showing results for/)).not.toBeInTheDocument();
  },
};

/** The words as typed found nothing: the server searched for the catalogue's nearest words and says which. */
export const CorrectedSearch: Story = {
  parameters: at('/explore?search=ankra'),
  beforeEach({ msw }) {
    const ankara = sampleProductCards.filter((card) => card.title === 'Ankara Maxi Dress');
    msw.use(
      http.get('/v1/products', ({ request }) =>
        new URL(request.url).searchParams.get('search') === 'ankra'
          ? HttpResponse.json({ ...productPage(ankara), correctedQuery: 'ankara' })
          : undefined,
      ),
    );
  },
  play: async ({ canvas }) => {
    const correction = await canvas.findByText('Showing results for "ankara"');
    await expect(correction).toBeVisible();
    // Announced as it appears.
    await expect(correction).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('heading', { level: 2, name: '1 product' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ankara Maxi Dress' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('ankra');
  },
};

export const Empty: Story = {
  parameters: at('/explore?search=tractor&category=Home'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products match your search' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '0 products for “tractor”' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(location(canvas)).toHaveTextContent(/^\/explore$/);
    await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  },
};

export const NothingListedYet: Story = {
  beforeEach({ msw }) {
    msw.use(productsAnswer({ items: [] }));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No products listed yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
  },
};

const productsOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    productsOutage.begin();
    msw.use(
      http.get('/v1/products', () => {
        return productsOutage.isDown() ? fail(400, 'Page must be a whole number from 1 to 10000') : undefined;
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'The products could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Page must be a whole number from 1 to 10000')).toBeVisible();
    productsOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
  },
};

export const PageThreeOfTen: Story = {
  parameters: at('/explore?page=3'),
  beforeEach({ msw }) {
    msw.use(productsAnswer({ total: 120 }));
  },
  play: async ({ canvas }) => {
    const pages = await canvas.findByRole('navigation', { name: 'Pages of products' });
    await expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 2, name: '120 products' })).toBeVisible();
    // One sibling each side and the ends; near the start the first five show, then an ellipsis: 1 2 3 4 5 … 10.
    const numbers = within(pages)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    await expect(numbers).toEqual(['1', '2', '3', '4', '5', '10']);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 4' }));
    await expect(location(canvas)).toHaveTextContent(/^\/explore\?page=4$/);
    const after = await canvas.findByRole('navigation', { name: 'Pages of products' });
    await expect(within(after).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Whether every choice of a native select shows in full in its box (its text measured in its own font). */
function showsEveryChoice(select: HTMLSelectElement): boolean {
  const style = getComputedStyle(select);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return [...select.options].every((option) => context.measureText(option.text).width <= room);
}

/** At 375 px a long search's count wraps beside the view toggle; the sort keeps room for 'Price: high to low'. */
export const PhoneSortReadable: Story = {
  globals: onPhone,
  parameters: { visual: true, ...at('/explore?search=samsung%20galaxy%20a14%20charger') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: /for “samsung galaxy a14 charger”/ })).toBeVisible();
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await waitFor(() => expect(sort).toBeEnabled());
    await expect(showsEveryChoice(sort as HTMLSelectElement)).toBe(true);
  },
};

export const PhoneGrid: Story = {
  globals: onPhone,
  parameters: { visual: true, ...at('/explore?type=tickets') },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Events' });
    const [first, second] = within(list).getAllByRole('listitem');
    // Two cards a row on a phone.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
    await expect(canvas.getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

export const PhoneDrawerOpen: Story = {
  globals: onPhone,
  parameters: at('/explore?type=tickets'),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Events' });
    // Narrow screen: no side panel, a 'Filters' button opens the drawer.
    await expect(canvas.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Free' }));
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Virtual' }));
    await expect(within(drawer).getByRole('button', { name: 'Apply' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Reset' })).toBeVisible();
  },
};

export const PhoneDrawerApplied: Story = {
  globals: onPhone,
  parameters: at('/explore?type=tickets'),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Events' });
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Free' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    await expect(location(canvas)).toHaveTextContent('/explore?type=tickets&price=free');
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Events' })).getAllByRole('article')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  },
};
