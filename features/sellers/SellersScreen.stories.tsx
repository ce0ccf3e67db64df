import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, outage, pageOf, pending, sampleUniversities } from '../../stories/msw/respond';
import { directorySellers } from './directoryFixtures';
import { SellersScreen } from './SellersScreen';

const universities = http.get('/v1/university', () => ok(sampleUniversities));

/** GET /v1/sellers over the fixtures, honouring search, university, type and page as the server does. */
const directory = http.get('/v1/sellers', ({ request }) => {
  const query = new URL(request.url).searchParams;
  const search = query.get('search')?.toLowerCase();
  const university = sampleUniversities.find((item) => String(item.id) === query.get('university'))?.name;
  const type = query.get('sellerType');
  const found = directorySellers.filter(
    (seller) =>
      (!search || seller.name.toLowerCase().includes(search)) &&
      (!university || seller.university === university) &&
      (!type || seller.sellerType === type),
  );
  return pageOf(found, request);
});

const meta = {
  title: 'Features/Sellers/SellersScreen',
  component: SellersScreen,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/users', url: '/users' } },
} satisfies Meta<typeof SellersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location').textContent;

export const Directory: Story = {
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(universities, directory);
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sellers on Kampus' })).toBeVisible();
    const list = within(await canvas.findByRole('list', { name: 'Sellers' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getByText('15 sellers')).toBeVisible();
    const first = list.getByRole('link', { name: 'Adire Lounge' });
    await expect(first).toHaveAttribute('href', `/seller/${directorySellers[0]?.id ?? ''}`);
    await expect(list.getAllByText('14 products · 2 events')).toHaveLength(1);
    await expect(list.getAllByText('No reviews yet').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('radio', { name: 'All sellers' })).toBeChecked();
  },
};

/** On a phone: one column, the filters stacked above the sellers. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { visual: true },
  beforeEach({ msw }) {
    msw.use(
      universities,
      http.get('/v1/sellers', ({ request }) => pageOf(directorySellers.slice(0, 2), request)),
    );
  },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Sellers' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    const [first, second] = list.getAllByRole('listitem');
    // Stacked: the second card starts below the first.
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().bottom ?? 0);
    window.scrollTo(0, 0);
  },
};

export const SecondPage: Story = {
  beforeEach({ msw }) {
    msw.use(universities, directory);
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Sellers' });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/users?page=2'));
    const list = within(await canvas.findByRole('list', { name: 'Sellers' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(3));
  },
};

export const SearchAndFilter: Story = {
  beforeEach({ msw }) {
    msw.use(universities, directory);
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Sellers' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search sellers' }), 'tunde{Enter}');
    await waitFor(() => expect(location()).toBe('/users?search=tunde'));
    const list = within(await canvas.findByRole('list', { name: 'Sellers' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.getByText('2 sellers')).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Brands' }));
    await waitFor(() => expect(location()).toBe('/users?search=tunde&type=brand'));
    await expect(await canvas.findByRole('heading', { name: 'No sellers match your search' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/users'));
    await expect(await canvas.findByRole('list', { name: 'Sellers' })).toBeVisible();
  },
};

export const ByUniversityFromTheAddress: Story = {
  parameters: { route: { path: '/users', url: '/users?university=5' } },
  beforeEach({ msw }) {
    msw.use(universities, directory);
  },
  play: async ({ canvas }) => {
    const list = within(await canvas.findByRole('list', { name: 'Sellers' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));
    await expect(list.getByRole('link', { name: 'Adire Lounge' })).toBeVisible();
  },
};

export const NoSellersYet: Story = {
  beforeEach({ msw }) {
    msw.use(
      universities,
      http.get('/v1/sellers', ({ request }) => pageOf([], request)),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No sellers yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(universities, http.get('/v1/sellers', pending));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading sellers')).toBeInTheDocument();
  },
};

const directoryOutage = outage();

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    directoryOutage.begin();
    msw.use(
      universities,
      http.get('/v1/sellers', ({ request }) => {
        return directoryOutage.isDown() ? fail(500, 'Something went wrong on our side') : pageOf(directorySellers, request);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sellers could not be loaded' })).toBeVisible();
    directoryOutage.end();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Sellers' })).toBeVisible();
  },
};
