import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { productsAnswer } from '../../stories/msw/catalogue';
import { withApp } from '../../stories/decorators/withApp';
import { fail, outage, pending } from '../../stories/msw/respond';
import { escrowSteps, LANDING_TITLE, sellingPoints } from './fixtures';
import { LandingScreen } from './LandingScreen';

const meta = {
  title: 'Features/Landing/LandingScreen',
  component: LandingScreen,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '/' } },
  beforeEach({ msw }) {
    msw.use(productsAnswer());
  },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: LANDING_TITLE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore the marketplace' })).toHaveAttribute('href', '/explore');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');

    const featured = within(canvas.getByRole('region', { name: 'Featured Products' }));
    const grid = await featured.findByRole('list', { name: 'Featured Products' });
    await expect(within(grid).getAllByRole('article')).toHaveLength(8);
    await expect(featured.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/explore');

    const escrow = within(canvas.getByRole('region', { name: 'How escrow keeps you safe' }));
    const steps = within(escrow.getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      escrowSteps.map((step) => step.title),
    );

    const sell = within(canvas.getByRole('region', { name: 'Have you got something to sell?' }));
    await expect(sell.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      sellingPoints.map((point) => point.title),
    );
    await expect(sell.getByText('Fast and easy setup')).toBeVisible();
    await expect(sell.getByText('Secure payments')).toBeVisible();
    await expect(sell.getByText('Free promotions')).toBeVisible();
    await expect(sell.getByRole('link', { name: 'Start Selling' })).toHaveAttribute('href', '/seller/dashboard');
  },
};

export const FeaturedAsked: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/products', ({ request }) => {
        const query = new URL(request.url).searchParams;
        // Only the eight newest are asked for.
        return query.get('sort') === 'newest' && query.get('pageSize') === '8' ? undefined : fail(400, 'Unexpected query');
      }),
      productsAnswer(),
    );
  },
  play: async ({ canvas }) => {
    const featured = within(canvas.getByRole('region', { name: 'Featured Products' }));
    await expect(await featured.findByRole('list', { name: 'Featured Products' })).toBeVisible();
  },
};

export const FeaturedLoading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/products', pending));
  },
  play: async ({ canvas }) => {
    const featured = within(canvas.getByRole('region', { name: 'Featured Products' }));
    await expect(featured.getByText('Loading featured products')).toBeInTheDocument();
    await expect(featured.queryByRole('article')).not.toBeInTheDocument();
    // The rest of the page does not wait for it.
    await expect(canvas.getByRole('link', { name: 'Start Selling' })).toBeVisible();
  },
};

const featuredOutage = outage();

export const FeaturedFailed: Story = {
  beforeEach({ msw }) {
    featuredOutage.begin();
    msw.use(
      http.get('/v1/products', () => {
        return featuredOutage.isDown() ? fail(503, 'The service is busy. Please try again.') : undefined;
      }),
    );
  },
  play: async ({ canvas }) => {
    const featured = within(canvas.getByRole('region', { name: 'Featured Products' }));
    await expect(await featured.findByRole('heading', { name: 'Featured products could not be loaded' })).toBeVisible();
    featuredOutage.end();
    await userEvent.click(featured.getByRole('button', { name: 'Try again' }));
    await expect(await featured.findByRole('list', { name: 'Featured Products' })).toBeVisible();
  },
};

export const NoProductsYet: Story = {
  beforeEach({ msw }) {
    msw.use(productsAnswer({ items: [] }));
  },
  play: async ({ canvas }) => {
    const featured = within(canvas.getByRole('region', { name: 'Featured Products' }));
    await expect(await featured.findByRole('heading', { name: 'No products yet' })).toBeVisible();
    await expect(featured.getByRole('link', { name: 'See All' })).toBeVisible();
  },
};
