import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { StrictMode } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import type { KycStatus } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { ok, sampleUser } from '../../stories/msw/respond';
import { toast } from '../../ui';
import { gateFallbackStories } from './gateStories';
import { KycGate } from './KycGate';

/** The /kyc pages behind their gate, in StrictMode as the app runs them (effects run twice). */
const meta = {
  title: 'Screens/Guards/KycGate',
  component: KycGate,
  render: () => (
    <StrictMode>
      <KycGate>
        <h1>KYC Verification</h1>
      </KycGate>
    </StrictMode>
  ),
  decorators: [withApp],
  parameters: { route: { path: '/kyc', url: '/kyc' }, signedIn: true, layout: 'fullscreen' },
  beforeEach() {
    toast.clear();
  },
} satisfies Meta<typeof KycGate>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');

/** GET /v1/user: the signed-in user, with this KYC status. */
const userWithKyc = (status: KycStatus) => http.get('/v1/user', () => ok({ ...sampleUser, kycStatus: status }));

/** Nothing submitted yet: the KYC pages show. */
export const NotSubmitted: Story = {
  beforeEach({ msw }) {
    msw.use(userWithKyc('NOT_SUBMITTED'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC Verification' })).toBeVisible();
    await expect(location()).toHaveTextContent(/^\/kyc$/);
  },
};

/** A pending submission: 'KYC is pending', once, and back to /dashboard. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(userWithKyc('PENDING'));
  },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'), { timeout: 5000 });
    await expect(await screen.findByText('KYC is pending')).toBeVisible();
    // StrictMode ran the redirect effect twice: the notice still shows once.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.getAllByText('KYC is pending')).toHaveLength(1);
  },
};

/** An approved seller goes straight to the seller dashboard, without a notice. */
export const Approved: Story = {
  beforeEach({ msw }) {
    msw.use(userWithKyc('APPROVED'));
  },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent('/seller/dashboard'), { timeout: 5000 });
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(screen.queryByText('KYC is pending')).toBeNull();
  },
};

/** A rejected submission: the KYC pages stay open, so the person can submit again. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(userWithKyc('REJECTED'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC Verification' })).toBeVisible();
    await expect(location()).toHaveTextContent(/^\/kyc$/);
  },
};

const fallbacks = gateFallbackStories('KYC Verification', { ...sampleUser, kycStatus: 'NOT_SUBMITTED' });

/** While the status loads: a skeleton that says what it is waiting for. */
export const Loading: Story = fallbacks.Loading;

/** The status cannot be read: a message, and Try again loads it. */
export const LoadError: Story = fallbacks.LoadError;
