import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import type { KycStatus } from '../../contract';
import { withApp } from '../../stories/decorators/withApp';
import { fail, ok, pending, sampleUser } from '../../stories/msw/respond';
import { userWithKyc } from './fixtures';
import { cleanUpAfterStory } from './storyCleanup';
import { VerificationScreen } from './VerificationScreen';

const meta = {
  title: 'Features/Account/VerificationScreen',
  component: VerificationScreen,
  decorators: [withApp],
  parameters: { signedIn: true, route: { path: '/dashboard/profile/verification', url: '/dashboard/profile/verification' } },
  beforeEach: () => cleanUpAfterStory,
} satisfies Meta<typeof VerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function withStatus(status: KycStatus, label: string, visual = false): Story {
  return {
    parameters: { visual },
    beforeEach({ msw }) {
      msw.use(http.get('/v1/user', () => ok(userWithKyc(sampleUser, status))));
    },
    play: async ({ canvas }) => {
      const kyc = within(await canvas.findByRole('region', { name: 'Identity verification (KYC)' }));
      await expect(kyc.getByText(label)).toBeVisible();
      const getVerified = kyc.queryByRole('link', { name: 'Get verified' });
      if (status === 'NOT_SUBMITTED' || status === 'REJECTED') await expect(getVerified).toHaveAttribute('href', '/kyc');
      else await expect(getVerified).not.toBeInTheDocument();

      const email = within(canvas.getByRole('region', { name: 'Student email' }));
      const field = email.getByRole('textbox', { name: 'Student email' });
      await expect(field).toHaveValue(sampleUser.email);
      await expect(field).toBeDisabled();
      await expect(email.getByText('VERIFIED')).toBeVisible();
    },
  };
}

export const NotSubmitted = withStatus('NOT_SUBMITTED', 'Not Submitted', true);
export const Pending = withStatus('PENDING', 'Pending', true);
export const Approved = withStatus('APPROVED', 'Approved', true);
export const Rejected = withStatus('REJECTED', 'Rejected');

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', pending));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your verification status')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/v1/user', () => fail(404, 'Your account could not be found')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your verification status could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
