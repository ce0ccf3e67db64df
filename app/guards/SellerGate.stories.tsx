import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { StrictMode } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import type { KycStatus } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { ok, sampleUser } from '../../stories/msw/respond';
import { toast } from '../../ui';
import { gateFallbackStories } from './gateStories';
import { SellerGate } from './KycGate';

const SELLER_PENDING = 'Your KYC is pending. Please wait for verification before accessing  seller dashboard.';

/** The seller dashboard behind its gate, in StrictMode as the app runs it. */
const meta = {
  title: 'Screens/Guards/SellerGate',
  component: SellerGate,
  render: () => (
    <StrictMode>
      <SellerGate>
        <h1>Seller dashboard</h1>
      </SellerGate>
    </StrictMode>
  ),
  decorators: [withApp],
  parameters: { route: { path: '/seller/dashboard', url: '/seller/dashboard' }, signedIn: true },
  beforeEach() {
    toast.clear();
  },
} satisfies Meta<typeof SellerGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** GET /v1/user: the signed-in user, with this KYC status. */
const userWithKyc = (status: KycStatus) => http.get('/v1/user', () => ok({ ...sampleUser, kycStatus: status }));

/** An approved seller sees the dashboard. */
export const Approved: Story = {
  beforeEach({ msw }) {
    msw.use(userWithKyc('APPROVED'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Seller dashboard' })).toBeVisible();
    await expect(location()).toHaveTextContent('/seller/dashboard');
  },
};

/** No submission: 'Submit KYC, to start selling', once, and on to /kyc. */
export const NotSubmitted: Story = {
  beforeEach({ msw }) {
    msw.use(userWithKyc('NOT_SUBMITTED'));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(location()).toHaveTextContent(/^\/kyc$/), { timeout: 5000 });
    await expect(await screen.findByText('Submit KYC, to start selling')).toBeVisible();
    await settle();
    await expect(screen.getAllByText('Submit KYC, to start selling')).toHaveLength(1);
    await expect(canvas.queryByRole('heading', { name: 'Seller dashboard' })).toBeNull();
  },
};

/** Pending: the exact pending notice (two spaces before 'seller'), once, and back to /dashboard. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(userWithKyc('PENDING'));
  },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'), { timeout: 5000 });
    const notice = await screen.findByText(
      (_, element) => element?.textContent === SELLER_PENDING && element.children.length === 0,
    );
    await expect(notice).toBeVisible();
    await settle();
    await expect(
      screen.getAllByText((_, element) => element?.textContent === SELLER_PENDING && element.children.length === 0),
    ).toHaveLength(1);
  },
};

/** Rejected: like no submission, the person is sent to submit again. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(userWithKyc('REJECTED'));
  },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent(/^\/kyc$/), { timeout: 5000 });
    await expect(await screen.findByText('Submit KYC, to start selling')).toBeVisible();
  },
};

const fallbacks = gateFallbackStories('Seller dashboard', { ...sampleUser, kycStatus: 'APPROVED' });

/** While the status loads: a skeleton that says what it is waiting for. */
export const Loading: Story = fallbacks.Loading;

/** The status cannot be read: a message, and Try again loads it. */
export const LoadError: Story = fallbacks.LoadError;
