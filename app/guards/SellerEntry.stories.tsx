import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';
import type { KycStatus, SellerProfile } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pageOf, pending, sampleUniversities, sampleUser } from '../../stories/msw/respond';
import SiteRoutes from '../routes/siteRoutes';

/** Ada as the public sees her once her KYC is approved. */
const adaAsSeller: SellerProfile = {
  id: sampleUser.id,
  name: 'Ada Obi',
  sellerType: 'individual',
  university: 'University of Lagos',
  avatar: null,
  verified: true,
  about: null,
  rating: { average: null, count: 0 },
  productCount: 0,
  eventCount: 0,
  reviews: [],
  memberSince: '2026-09-01T09:00:00.000Z',
  trust: {
    memberSince: '2026-09-01T09:00:00.000Z',
    verifiedStudent: true,
    completedOrders: 0,
    medianFirstReplyMinutes: null,
    onTimeDeliveryRate: null,
    rating: { average: 0, count: 0 },
  },
};

/** The app's own route table at /seller, in the site shell, as a visitor typing the address gets it. */
const meta = {
  title: 'Screens/Routes/Seller',
  component: SiteRoutes,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', route: { path: '*', url: '/seller' } },
  beforeEach({ msw }) {
    msw.use(
      http.get('/v1/sellers', ({ request }) => pageOf([], request)),
      http.get('/v1/university', () => ok(sampleUniversities)),
      http.get('/v1/notifications', () => HttpResponse.json({ data: [], unreadCount: 0, hasMore: false })),
      http.get('/v1/sellers/:id', ({ params }) =>
        params.id === sampleUser.id ? ok(adaAsSeller) : fail(404, 'Seller not found'),
      ),
    );
  },
} satisfies Meta<typeof SiteRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location').textContent;

/** GET /v1/user: Ada, with this KYC status. */
const adaWithKyc = (status: KycStatus) => http.get('/v1/user', () => ok({ ...sampleUser, kycStatus: status }));

/** A guest is shown the seller directory, not a 404. */
export const GuestSeesDirectory: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(location()).toBe('/users'), { timeout: 15_000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sellers on Kampus' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByText(/Page not found/)).not.toBeInTheDocument();
  },
};

/** A signed-in seller is shown their own public profile, as buyers see it. */
export const SellerSeesOwnProfile: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(adaWithKyc('APPROVED'));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(location()).toBe(`/seller/${sampleUser.id}`), { timeout: 15_000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ada Obi' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** A signed-in student who does not sell (yet) is shown the directory. */
export const BuyerSeesDirectory: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(adaWithKyc('PENDING'));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(location()).toBe('/users'), { timeout: 15_000 });
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sellers on Kampus' }, { timeout: 10_000 })).toBeVisible();
  },
};

/** Until the signed-in user is known, the page waits rather than guessing. */
export const WaitsForTheUser: Story = {
  parameters: { signedIn: true },
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', pending));
  },
  play: async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(location()).toBe('/seller');
  },
};
