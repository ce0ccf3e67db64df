import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { withApp } from '../../stories/decorators/withApp';
import { toast } from '../../ui';
import { KycChooserScreen } from './KycChooserScreen';
import { KycGate } from './KycGate';
import { gateFallbackStories, kycStatusHandler } from './storyHandlers';

/** The /kyc pages behind their gate, in StrictMode as the app runs them (effects run twice). */
const meta = {
  title: 'Features/Kyc/KycGate',
  component: KycGate,
  render: () => (
    <StrictMode>
      <KycGate>
        <KycChooserScreen />
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

/** Nothing submitted yet: the chooser shows. */
export const NotSubmitted: Story = {
  beforeEach({ msw }) {
    msw.use(kycStatusHandler('NOT_SUBMITTED'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'KYC Verification' })).toBeVisible();
    await expect(location()).toHaveTextContent(/^\/kyc$/);
  },
};

/** A pending submission: 'KYC is pending', once, and back to /dashboard. */
export const Pending: Story = {
  beforeEach({ msw }) {
    msw.use(kycStatusHandler('PENDING'));
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
    msw.use(kycStatusHandler('APPROVED'));
  },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent('/seller/dashboard'), { timeout: 5000 });
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(screen.queryByText('KYC is pending')).toBeNull();
  },
};

/** A rejected submission: stays, with the reason, so the person can submit again. */
export const Rejected: Story = {
  beforeEach({ msw }) {
    msw.use(kycStatusHandler('REJECTED'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Reason: The student ID photo is blurred. Upload a sharper photo.')).toBeVisible();
    await expect(location()).toHaveTextContent(/^\/kyc$/);
  },
};

const fallbacks = gateFallbackStories('KYC Verification', 'NOT_SUBMITTED');

/** While the status loads: a skeleton that says what it is waiting for. */
export const Loading: Story = fallbacks.Loading;

/** The status cannot be read: a message, and Try again loads it. */
export const LoadError: Story = fallbacks.LoadError;
